"""A torch that knows shapes, strides and dtypes but holds no values.

The analyzer runs a target repository's own Python (test bodies and op wrappers)
on it to learn which kernels each test configuration launches, with which
arguments, on a machine without a GPU or a real torch. Code that needs values
stops with ``ValueDependent``; torch names it does not model raise
``UnsupportedTorchAPI``; both become unresolved items of the analysis.
"""

from tilebot.runner.analysis.shapetorch.dtypes import DType
from tilebot.runner.analysis.shapetorch.errors import UnsupportedTorchAPI, ValueDependent
from tilebot.runner.analysis.shapetorch.modules import install
from tilebot.runner.analysis.shapetorch.tensor import Tensor

__all__ = ["DType", "Tensor", "UnsupportedTorchAPI", "ValueDependent", "install"]
