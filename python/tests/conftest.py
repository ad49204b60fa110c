"""Shared fixtures: where the shared corpora and the tengen tool are.

TG_SHARED (else ../shared beside the repository) holds the corpora;
TENGEN_BIN (else build/tengen) is the command-line tool the rescoring is
compared with."""
import os

import pytest

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@pytest.fixture(scope="session")
def shared():
    d = os.environ.get("TG_SHARED") or os.path.join(os.path.dirname(REPO), "shared")
    if not os.path.isdir(os.path.join(d, "corpora")):
        pytest.fail("the shared corpora are not at %s (set TG_SHARED)" % d)
    return d


@pytest.fixture(scope="session")
def tengen_bin():
    b = os.environ.get("TENGEN_BIN") or os.path.join(REPO, "build", "tengen")
    if not os.access(b, os.X_OK):
        pytest.fail("no tengen tool at %s (set TENGEN_BIN or run make build)" % b)
    return b
