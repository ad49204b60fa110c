"""The README's Python examples run as written (every ```python block of
its "## Python" section), so the documented calls and values stay true."""
import os
import re

README = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                      "README.md")


def python_blocks():
    text = open(README, encoding="utf-8").read()
    m = re.search(r"^## Python\n(.*?)(?=^## |\Z)", text, re.S | re.M)
    assert m, "README.md has no '## Python' section"
    blocks = re.findall(r"^```python\n(.*?)^```", m.group(1), re.S | re.M)
    assert blocks, "the Python section has no python example"
    return blocks


def test_readme_examples_run():
    for code in python_blocks():
        exec(compile(code, README, "exec"), {})
