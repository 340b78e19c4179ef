"""Stage F's mechanical evidence: why a port that passed correctness is still slower than its reference.

Each module answers one question from stage E's ``perf/perf.json`` or stage C's IR diff:
``record`` (what E measured, validated), ``launches`` (does the port launch more per call, and whose
launch is it), ``gap_shape`` (is the gap the same factor or the same added time everywhere),
``ir_evidence`` (which IR differences can cost time), ``diagnosis`` (the verdict and action items
those add up to). The stage's agent only explains the result; it cannot change it.
"""
