"""A torch that knows shapes, strides and dtypes but holds no values.

The analyzer runs a target repository's own Python (test bodies and op wrappers)
on it to learn which kernels each test configuration launches, with which
arguments, on a machine without a GPU or a real torch. Code that needs values
stops with ``ValueDependent``; torch names it does not model raise
``UnsupportedTorchAPI``; both become unresolved items of the analysis.
"""

from runner_scripts.analysis.shapetorch.dtypes import DType
from runner_scripts.analysis.shapetorch.errors import UnsupportedTorchAPI, ValueDependent
from runner_scripts.analysis.shapetorch.modules import install
from runner_scripts.analysis.shapetorch.tensor import Tensor

__all__ = ["DType", "Tensor", "UnsupportedTorchAPI", "ValueDependent", "install"]
