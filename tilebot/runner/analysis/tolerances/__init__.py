"""The tolerances a test compares with, per configuration, read with ``ast``.

The test body is walked statement by statement with the configuration's parameters
bound, so ``rtol, atol = (1e-3, 1e-5) if dtype == torch.float16 else ...``, ``if``
chains on the dtype, dict lookups (``**TOLS[dtype]``) and small helper functions
evaluate to numbers; a value only the run knows (``x.dtype``, a fixture's) stays unknown, so a
condition on it never silently picks a branch. Every comparison call (``assert_close``,
``assertCorrectness``, ``allclose``, ``ac`` after ``import assert_close as ac``, ...) the walk
reaches counts, in both branches of an ``if`` the reader cannot decide too, and the strictest
decides: the record holds one tolerance per configuration, which stage D applies to every output of
its dtype (each atol and rtol the smaller where no comparison is stricter in both), and, where the comparisons
differ, each one's beside it with the reason. An exact one
(``torch.equal``) counts only where the test has no other. Tolerances are read
from keywords and, in the function's own parameter order, from positional arguments
(``torch.allclose(a, b, rtol, atol)``; a repository helper's order from its definition).
A tolerance left out is what that function uses: torch's documented per-dtype defaults
for ``torch.testing``, ``torch.allclose``'s and numpy's fixed ones, exact for ``*equal``,
and for the repository's own helpers its default (a ``*tolerance*`` helper in a module
the test imports, as TileGym's ``tests/common.py`` has). ``pytest.approx``, numpy's and unittest's
``*almost_equal`` and hand-written bounds (``assert (out - ref).abs().max() < 1e-3``) are turned into
the (atol, rtol) that passes exactly what they pass. Where none does, approx's max of two tolerances
becomes half of each, which never passes more and is at most twice as strict (noted); a relative error or
a mean is left unknown with a note saying why.
A comparison the test negates (``assert not torch.allclose(out, x)``) bounds nothing; a name bound to
a comparison (``check = functools.partial(torch.testing.assert_close, atol=...)``) compares as it.

The parts: ``walk`` (a configuration's walk of the test body), ``calls`` (the tolerance one comparison call
applies), ``comparators`` (the comparison functions known and their conversions to atol/rtol), ``handwritten``
(checks written by hand), ``names`` (what a name in the test is bound to), ``found`` (the result).
"""

from tilebot.runner.analysis.tolerances.calls import repo_default
from tilebot.runner.analysis.tolerances.found import Found, RunTime
from tilebot.runner.analysis.tolerances.walk import dtype_of, for_config

__all__ = ["Found", "RunTime", "dtype_of", "for_config", "repo_default"]
