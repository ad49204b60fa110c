# setup.py — builds the tengen Python package: the extension tengen._tengen
# from python/src/*.c and the library's own sources (../src/*.c), so the
# module is libtengen itself, not a second implementation. Needs Debian's
# python3-dev, python3-setuptools and python3-numpy.
import glob
import os

import numpy
from setuptools import Extension, setup

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)
lib_sources = sorted(glob.glob(os.path.join(root, "src", "*.c")))
ext_sources = sorted(glob.glob(os.path.join(here, "src", "*.c")))

# TENGEN_STATIC_LIB=path/to/libtengen.a links the library CMake built
# (its objects are position-independent) instead of compiling src/ again:
# what `make test` does, so the module tested is the library tested.
static_lib = os.environ.get("TENGEN_STATIC_LIB")
sources = ext_sources if static_lib else ext_sources + lib_sources

ext = Extension(
    "tengen._tengen",
    sources=[os.path.relpath(p, here) for p in sources],
    extra_objects=[static_lib] if static_lib else [],
    # relinked when the library changes (setuptools checks only sources
    # and depends for staleness, so a new libtengen.a was not linked in)
    depends=[static_lib] if static_lib else [],
    include_dirs=[os.path.join(root, "include"), os.path.join(root, "src"),
                  os.path.join(here, "src"), numpy.get_include()],
    define_macros=[("_POSIX_C_SOURCE", "200809L"), ("TG_BUILDING_LIB", "1")],
    extra_compile_args=["-std=c11", "-O2", "-Wall", "-Wextra", "-Werror",
                        "-Wno-missing-field-initializers", "-Wno-cast-function-type",
                        "-fvisibility=hidden"],
    libraries=["m"],
    extra_link_args=["-pthread"],
)

setup(
    name="tengen",
    version="0.1.0",
    description="The rules of Go, exactly and fast: libtengen for Python",
    packages=["tengen"],
    package_data={"tengen": ["*.pyi", "py.typed"]},
    ext_modules=[ext],
    python_requires=">=3.9",
)
