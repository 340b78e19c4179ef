"""Small real cuTile Python kernels: the bases the IR mutation corpus edits (see ``mutants.py``).

This file is read as text and executed by ``export.py`` in a subprocess (cuTile compiles from source files);
each function is one kernel family the issue names: elementwise, softmax, RMS and layer norm, SiLU·mul,
GELU, matmul with mma, row reductions with loops, transpose, gather/scatter copies (by computed indices and by an
index array), persistent loops, a row-wise broadcast, kernels launched with two argument lists, kernels
with asserts and a print, selects by a float compare and by integer compares on data and on indices, and gathers
masked by compares on loaded indices, minimums and maximums, or at loaded indices capped, raised or wrapped, and
gathers at positions wrapped by a divisor that may be negative and by one that may not, shifted by a difference of
two arguments or of two integers read at them, or divided rounding up by a divisor that may be negative and by one
that may not; a gather shifted by a minimum of two arguments' multiples, a 3-D permutation, a tile written twice,
a power and an arctangent, a running sum, selects by an `andi` of a float and an index compare (one of them a row
mask reshaped and broadcast, the other transposed), and float minimums and maximums of data and of constants.
"""

import cuda.tile as ct


@ct.kernel
def add(x, y, z, T: ct.Constant[int]):
    b = ct.bid(0)
    a = ct.load(x, index=(b,), shape=(T,))
    c = ct.load(y, index=(b,), shape=(T,))
    ct.store(z, index=(b,), tile=a + c)


@ct.kernel
def sub(x, y, z, T: ct.Constant[int]):
    b = ct.bid(0)
    a = ct.load(x, index=(b,), shape=(T,))
    c = ct.load(y, index=(b,), shape=(T,))
    ct.store(z, index=(b,), tile=a - c)


@ct.kernel
def axpb(x, y, T: ct.Constant[int]):
    b = ct.bid(0)
    a = ct.load(x, index=(b,), shape=(T,))
    ct.store(y, index=(b,), tile=a * 0.125 + 3.0)


@ct.kernel
def ratio(x, y, z, T: ct.Constant[int]):
    b = ct.bid(0)
    e = ct.exp(ct.load(x, index=(b,), shape=(T,)))
    s = ct.load(y, index=(b,), shape=(T,))
    ct.store(z, index=(b,), tile=e / s)


@ct.kernel
def softmax(x, y, TILE_N: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.astype(ct.load(x, index=(row, 0), shape=(1, TILE_N), padding_mode=ct.PaddingMode.NEG_INF), ct.float32)
    m = ct.max(t, axis=1, keepdims=True)
    e = ct.exp(t - m)
    s = ct.sum(e, axis=1, keepdims=True)
    ct.store(y, index=(row, 0), tile=ct.astype(e / s, y.dtype))


@ct.kernel
def rms_norm(x, w, y, N: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.astype(ct.load(x, index=(row, 0), shape=(1, N), padding_mode=ct.PaddingMode.ZERO), ct.float32)
    ms = ct.sum(t * t, axis=1, keepdims=True) / N
    r = ct.rsqrt(ms + 1e-5)
    g = ct.astype(ct.load(w, index=(0, 0), shape=(1, N)), ct.float32)
    ct.store(y, index=(row, 0), tile=ct.astype(t * r * g, y.dtype))


@ct.kernel
def layer_norm(x, w, b, y, N: ct.Constant[int]):
    row = ct.bid(0)
    t = ct.astype(ct.load(x, index=(row, 0), shape=(1, N), padding_mode=ct.PaddingMode.ZERO), ct.float32)
    mean = ct.sum(t, axis=1, keepdims=True) / N
    d = t - mean
    var = ct.sum(d * d, axis=1, keepdims=True) / N
    r = ct.rsqrt(var + 1e-5)
    g = ct.astype(ct.load(w, index=(0, 0), shape=(1, N)), ct.float32)
    h = ct.astype(ct.load(b, index=(0, 0), shape=(1, N)), ct.float32)
    ct.store(y, index=(row, 0), tile=ct.astype(d * r * g + h, y.dtype))


@ct.kernel
def silu_mul(a, b, c, T: ct.Constant[int]):
    i = ct.bid(0)
    x = ct.load(a, index=(i,), shape=(T,))
    u = ct.load(b, index=(i,), shape=(T,))
    s = 1.0 / (1.0 + ct.exp(-x))
    ct.store(c, index=(i,), tile=x * s * u)


@ct.kernel
def gelu(x, y, T: ct.Constant[int]):
    i = ct.bid(0)
    v = ct.load(x, index=(i,), shape=(T,))
    inner = 0.7978845608 * (v + 0.044715 * v * v * v)
    ct.store(y, index=(i,), tile=0.5 * v * (1.0 + ct.tanh(inner)))


@ct.kernel
def matmul(A, B, C, TM: ct.Constant[int], TN: ct.Constant[int], TK: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    acc = ct.zeros((TM, TN), dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(TM, TK))):
        a = ct.load(A, index=(bm, k), shape=(TM, TK), padding_mode=ct.PaddingMode.ZERO)
        b = ct.load(B, index=(k, bn), shape=(TK, TN), padding_mode=ct.PaddingMode.ZERO)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bm, bn), tile=ct.astype(acc, C.dtype))


@ct.kernel
def row_sum(x, y, K: ct.Constant[int], T: ct.Constant[int]):
    row = ct.bid(0)
    acc = ct.zeros((1, T), dtype=ct.float32)
    for k in range(K // T):
        acc = acc + ct.astype(ct.load(x, index=(row, k), shape=(1, T), padding_mode=ct.PaddingMode.ZERO), ct.float32)
    ct.store(y, index=(row,), tile=ct.reshape(ct.sum(acc, axis=1), (1,)))


@ct.kernel
def transpose(x, y, TM: ct.Constant[int], TN: ct.Constant[int]):
    bm = ct.bid(0)
    bn = ct.bid(1)
    t = ct.load(x, index=(bm, bn), shape=(TM, TN))
    ct.store(y, index=(bn, bm), tile=ct.transpose(t))


@ct.kernel
def gather_copy(x, y, T: ct.Constant[int]):
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    v = ct.gather(x, i, padding_value=0.0)
    ct.scatter(y, i, v * 2.0)


@ct.kernel
def indexed_gather(x, ix, y, T: ct.Constant[int]):
    i = ct.load(ix, index=(ct.bid(0),), shape=(T,))
    v = ct.gather(x, i, padding_value=0.0)
    ct.store(y, index=(ct.bid(0),), tile=v * 2.0)


@ct.kernel
def persistent_scale(x, y, tiles, T: ct.Constant[int]):
    for t in range(ct.bid(0), tiles, ct.num_blocks(0)):
        v = ct.load(x, index=(t,), shape=(T,))
        ct.store(y, index=(t,), tile=v * 2.0)


@ct.kernel
def wrap_by_extent(x, y, T: ct.Constant[int]):
    n = x.shape[0] // T  # an array's extent read as a value: the argument itself in the IR
    t = ct.load(x, index=(ct.bid(0) % n,), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=t)


@ct.kernel
def row_scale(x, s, y, TM: ct.Constant[int], TN: ct.Constant[int]):
    a = ct.load(x, index=(ct.bid(0), 0), shape=(TM, TN))
    r = ct.load(s, index=(ct.bid(0),), shape=(TM,))
    ct.store(y, index=(ct.bid(0), 0), tile=a * ct.reshape(r, (TM, 1)))  # row i scaled by r[i]


@ct.kernel
def blocked_copy(x, y, n, T: ct.Constant[int]):
    # A block copies 4 consecutive tiles of a row of n tiles. Launched with n a constant (folded into the IR) and
    # with n an argument, the two entries take different arguments: the diff compares them loosely (other ABI).
    for k in range(4):
        t = ct.load(x, index=(ct.bid(1) * n + ct.bid(0) * 4 + k,), shape=(T,))
        ct.store(y, index=(ct.bid(1) * n + ct.bid(0) * 4 + k,), tile=t)


@ct.kernel
def pitched_rows(x, y, n_rows, pitch, T: ct.Constant[int]):
    # Row bid(0) of an n_rows-row matrix stored flat in x, one row every `pitch` elements: two integer arguments
    # of the same type, only one of them the row pitch.
    i = ct.bid(0) * pitch + ct.arange(T, dtype=ct.int32)
    ct.store(y, index=(ct.bid(0),), tile=ct.gather(x, i, padding_value=0.0))


@ct.kernel
def tile_gather(x, y, TM: ct.Constant[int], TN: ct.Constant[int]):
    # A TM x TN tile gathered by a row and a column index tile (an iota along each axis), scattered back.
    rows = ct.bid(0) * TM + ct.reshape(ct.arange(TM, dtype=ct.int32), (TM, 1))
    cols = ct.reshape(ct.arange(TN, dtype=ct.int32), (1, TN))
    v = ct.gather(x, (rows, cols), padding_value=0.0)
    ct.scatter(y, (rows, cols), v * 2.0)


@ct.kernel
def strided_tiles(x, y, n, stride_r, stride_c, T: ct.Constant[int]):
    # Tile (bid(0), bid(1)) of a matrix in x whose row and column strides are plain integer arguments (not an
    # array's own), copied to tile bid(0) * n + bid(1) of y. Launched with n folded and with n passed, the entries
    # take different numbers of integers: the strides pair by the kernel parameter each passes.
    i = ct.bid(0) * stride_r + (ct.bid(1) * T + ct.arange(T, dtype=ct.int32)) * stride_c
    ct.store(y, index=(ct.bid(0) * n + ct.bid(1),), tile=ct.gather(x, i, padding_value=0.0))


@ct.kernel
def checked_scale(x, y, T: ct.Constant[int]):
    # A debugging check: what a failing one reports to the user is its message.
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.assert_(v >= 0.0, "checked_scale: x must be non-negative")
    ct.store(y, index=(ct.bid(0),), tile=v * 2.0)


@ct.kernel
def checked_rows(x, y, n, T: ct.Constant[int]):
    # Debugging checks on index math: whether a block starts below n decides which launches abort, and the print
    # shows each block's first element and values.
    b = ct.bid(0)
    ct.assert_(b * T < n, "checked_rows: block past the end")
    v = ct.load(x, index=(b,), shape=(T,))
    ct.printf("from %d: %f\n", b * T, v)
    ct.store(y, index=(b,), tile=v * 2.0)


@ct.kernel
def floor_negatives(x, y, T: ct.Constant[int]):
    # Lanes below zero become -1.0: the compare's predicate (and what a NaN gives) decides which lanes keep v.
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=ct.where(v >= 0.0, v, -1.0))


@ct.kernel
def above_threshold(x, t, y, T: ct.Constant[int]):
    # Integer data compared lane by lane, not index math: x rounded toward zero against an integer threshold. The
    # predicate, its strictness and its signedness decide which lanes read 1.0.
    q = ct.astype(ct.load(x, index=(ct.bid(0),), shape=(T,)), ct.int32)
    k = ct.load(t, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=ct.where(q > k, 1.0, 0.0))


@ct.kernel
def bounded_gather(x, ix, y, n, T: ct.Constant[int]):
    # Lanes whose index read from ix is below n gather x there, the others read 0.0; the mask is the kernel's own
    # (no bounds check). Indices are data that may be negative: the compare's signedness decides those lanes.
    i = ct.load(ix, index=(ct.bid(0),), shape=(T,))
    v = ct.gather(x, i, mask=i < n, padding_value=0.0, check_bounds=False)
    ct.store(y, index=(ct.bid(0),), tile=v * 2.0)


@ct.kernel
def capped_gather(x, ix, y, n, m, T: ct.Constant[int]):
    # Lanes gather x at their index read from ix capped at m, where the capped index is below n (the mask; no bounds
    # check). The minimum of an index read from memory and m may be negative: the compare's signedness decides there.
    i = ct.minimum(ct.load(ix, index=(ct.bid(0),), shape=(T,)), m)
    v = ct.gather(x, i, mask=i < n, padding_value=0.0, check_bounds=False)
    ct.store(y, index=(ct.bid(0),), tile=v * 2.0)


@ct.kernel
def tail_gather(x, y, n, T: ct.Constant[int]):
    # Each block gathers its T lanes of x below the end of its tile or of x, whichever comes first (the mask; no
    # bounds check): a minimum of values never negative, where a signed and an unsigned compare agree.
    b = ct.bid(0)
    i = b * T + ct.arange(T, dtype=ct.int32)
    v = ct.gather(x, i, mask=i < ct.minimum(b * T + T, n), padding_value=0.0, check_bounds=False)
    ct.store(y, index=(b,), tile=v * 2.0)


@ct.kernel
def floored_gather(x, ix, y, m, T: ct.Constant[int]):
    # Lanes gather x (bounds checked) at their index read from ix raised to at least m: a signed and an unsigned
    # maximum pick otherwise where the index read may be negative.
    i = ct.maximum(ct.load(ix, index=(ct.bid(0),), shape=(T,)), m)
    ct.store(y, index=(ct.bid(0),), tile=ct.gather(x, i, padding_value=0.0) * 2.0)


@ct.kernel
def wrapped_gather(x, ix, y, g, T: ct.Constant[int]):
    # Lanes gather x (bounds checked) at their index read from ix wrapped into [0, g): Python's floor remainder, where
    # an unsigned one reads a negative index as a huge value.
    i = ct.load(ix, index=(ct.bid(0),), shape=(T,)) % g
    ct.store(y, index=(ct.bid(0),), tile=ct.gather(x, i, padding_value=0.0) * 2.0)


@ct.kernel
def clamped_gather(x, y, n, o, T: ct.Constant[int]):
    # Each block gathers its lanes of x shifted back by o and clamped at 0, below n (the mask; no bounds check): the
    # maximum of any value and 0 is never negative, so a signed and an unsigned bounds compare agree.
    b = ct.bid(0)
    i = ct.maximum(b * T + ct.arange(T, dtype=ct.int32) - o, 0)
    v = ct.gather(x, i, mask=i < n, padding_value=0.0, check_bounds=False)
    ct.store(y, index=(b,), tile=v * 2.0)


@ct.kernel
def wrapped_by_difference(x, y, n, o, T: ct.Constant[int]):
    # Lanes gather x (bounds checked) at their position wrapped by n - o and by their place in the tile + 1: Python's
    # floor remainder of a value never negative, where an unsigned one differs only if the divisor is negative, as
    # n - o may be (a difference of two arguments), and the place + 1 never is.
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    j = ct.arange(T, dtype=ct.int32) + 1
    v = ct.gather(x, i % (n - o), padding_value=0.0) + ct.gather(x, i % j, padding_value=0.0)
    ct.store(y, index=(ct.bid(0),), tile=v)


@ct.kernel
def shifted_window(x, y, n, o, m, T: ct.Constant[int]):
    # Block (bid(0), bid(1)) gathers its lanes of x (bounds checked) shifted by n - o, a difference of two integer
    # arguments (which one is subtracted decides the shift), into tile bid(1) * m + bid(0) of y. Launched with m
    # folded and with m passed, the entries take different numbers of integers.
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32) + (n - o)
    ct.store(y, index=(ct.bid(1) * m + ct.bid(0),), tile=ct.gather(x, i, padding_value=0.0))


@ct.kernel
def shifted_by_entries(x, ix, y, n, o, m, T: ct.Constant[int]):
    # As shifted_window, the shift a difference of two integers read from memory: entries n and o of ix (which one is
    # subtracted decides the shift; the loads differ only by the argument that indexes each).
    shift = ct.load(ix, index=(n,), shape=(1,)) - ct.load(ix, index=(o,), shape=(1,))
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32) + shift
    ct.store(y, index=(ct.bid(1) * m + ct.bid(0),), tile=ct.gather(x, i, padding_value=0.0))


@ct.kernel
def ceil_by_difference(x, y, n, o, T: ct.Constant[int]):
    # Lanes gather x (bounds checked) at their position divided, rounding up, by n - o and by their place in the tile
    # + 1: `(a + b - 1) // b` rounds up as `ct.cdiv(a, b)` does only for a divisor b > 0, as the place + 1 is and n - o
    # (a difference of two arguments) may not be.
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    j = ct.arange(T, dtype=ct.int32) + 1
    v = ct.gather(x, ct.cdiv(i, n - o), padding_value=0.0) + ct.gather(x, ct.cdiv(i, j), padding_value=0.0)
    ct.store(y, index=(ct.bid(0),), tile=v)


@ct.kernel
def matching_keys(x, t, y, T: ct.Constant[int]):
    # Integer data compared for equality lane by lane: x rounded toward zero against an integer key. Equality is the
    # same relation signed or unsigned.
    q = ct.astype(ct.load(x, index=(ct.bid(0),), shape=(T,)), ct.int32)
    k = ct.load(t, index=(ct.bid(0),), shape=(T,))
    ct.store(y, index=(ct.bid(0),), tile=ct.where(q == k, 1.0, 0.0))


@ct.kernel
def tail_select(x, y, n, T: ct.Constant[int]):
    # Lanes at or past n read 0.0: an index compare whose result picks data (not a mask), on values never negative
    # (a block's lanes, an extent), where a signed and an unsigned compare agree.
    b = ct.bid(0)
    v = ct.load(x, index=(b,), shape=(T,), padding_mode=ct.PaddingMode.ZERO)
    i = b * T + ct.arange(T, dtype=ct.int32)
    ct.store(y, index=(b,), tile=ct.where(i < n, v, 0.0))


@ct.kernel
def widened_lanes(x, ix, y, T: ct.Constant[int]):
    # Lanes add their position and the index read from ix (as floats) to x and to x gathered at their position and
    # at that index (widened to i64): signed and unsigned conversions agree on the position, never negative, not on
    # the index read, which may be.
    i = ct.arange(T, dtype=ct.int32)
    k = ct.load(ix, index=(ct.bid(0),), shape=(T,))
    w = ct.astype(i, ct.float32) + ct.astype(k, ct.float32)
    z = ct.gather(x, ct.astype(ct.bid(0) * T + i, ct.int64), padding_value=0.0) + ct.gather(
        x, ct.astype(k, ct.int64), padding_value=0.0
    )
    ct.store(y, index=(ct.bid(0),), tile=w + z)


@ct.kernel
def clipped_window(x, y, n, o, m, T: ct.Constant[int]):
    # Block (bid(0), bid(1)) gathers its lanes of x (bounds checked) from row bid(1) of pitch n, shifted by the smaller
    # of bid(0) * n and bid(0) * o (a minimum whose operands each read one argument: written in the order of the
    # arguments, which swapping n and o reverses), into tile bid(1) * m + bid(0) of y. Launched with m folded and
    # with m passed, the entries take different numbers of integers.
    b = ct.bid(0)
    i = ct.bid(1) * n + ct.minimum(b * n, b * o) + ct.arange(T, dtype=ct.int32)
    ct.store(y, index=(ct.bid(1) * m + b,), tile=ct.gather(x, i, padding_value=0.0))


@ct.kernel
def cube_permute(x, y, T: ct.Constant[int]):
    # A T x T x T tile with its last two axes swapped: which axes a permutation exchanges decides every lane.
    t = ct.load(x, index=(ct.bid(0), 0, 0), shape=(T, T, T))
    ct.store(y, index=(ct.bid(0), 0, 0), tile=ct.permute(t, (0, 2, 1)))


@ct.kernel
def overwritten(x, y, z, T: ct.Constant[int]):
    # y's tile is written twice: the later write is what y keeps, so the order of the two decides it; z's once.
    b = ct.bid(0)
    t = ct.load(x, index=(b,), shape=(T,))
    ct.store(y, index=(b,), tile=t)
    ct.store(y, index=(b,), tile=t * 2.0)
    ct.store(z, index=(b,), tile=t + 1.0)


@ct.kernel
def powers(x, y, z, T: ct.Constant[int]):
    # Two float ops that do not commute: a power and a two-argument arctangent of the same two tiles.
    b = ct.bid(0)
    a = ct.load(x, index=(b,), shape=(T,))
    c = ct.load(y, index=(b,), shape=(T,))
    ct.store(z, index=(b,), tile=ct.pow(a, c) + ct.atan2(a, c))


@ct.kernel
def prefix_sum(x, y, T: ct.Constant[int]):
    # A row's running sum: the scan's direction decides which lanes each output adds up.
    b = ct.bid(0)
    ct.store(y, index=(b, 0), tile=ct.cumsum(ct.load(x, index=(b, 0), shape=(1, T)), axis=1))


@ct.kernel
def masked_pick(x, y, z, n, T: ct.Constant[int]):
    # Lanes where x is above 0.0 and at or past n read x, the others y: a select by an `andi` of a float compare on
    # data (NaN lanes read y) and an index compare; how either is negated decides which lanes read x.
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    w = ct.load(y, index=(ct.bid(0),), shape=(T,))
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    ct.store(z, index=(ct.bid(0),), tile=ct.where((v > 0.0) & (i >= n), v, w))


@ct.kernel
def changed_lanes(x, y, z, n, T: ct.Constant[int]):
    # Lanes below n where x and y differ read x, the others 0.0: `!=` is the unordered compare (NaN lanes differ),
    # the negation of the ordered `==`.
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    w = ct.load(y, index=(ct.bid(0),), shape=(T,))
    i = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    ct.store(z, index=(ct.bid(0),), tile=ct.where((i < n) & (v != w), v, 0.0))


@ct.kernel
def clamped(x, y, z, T: ct.Constant[int]):
    # x raised to 0.0 and capped at 6.0, and the smaller of x and y: float maximum and minimum, which return the
    # other operand on a NaN lane and order -0.0 below +0.0 (a select by a compare keeps one of its own arms there).
    v = ct.load(x, index=(ct.bid(0),), shape=(T,))
    w = ct.load(y, index=(ct.bid(0),), shape=(T,))
    lo = ct.maximum(v, 0.0)
    hi = ct.minimum(v, 6.0)
    ct.store(z, index=(ct.bid(0),), tile=lo * hi + ct.minimum(v, w))


@ct.kernel
def masked_rows(x, y, z, n, T: ct.Constant[int]):
    # Lanes of the rows at or past n where x's transpose is above 0.0 read x, the others y: a select by an `andi` of
    # a row mask reshaped and broadcast over the columns and a float compare permuted; whether a negation is written
    # before or after the reshape, broadcast or permute changes nothing, which compare it negates does.
    v = ct.load(x, index=(ct.bid(0), 0), shape=(T, T))
    w = ct.load(y, index=(ct.bid(0), 0), shape=(T, T))
    r = ct.bid(0) * T + ct.arange(T, dtype=ct.int32)
    rows = ct.broadcast_to(ct.reshape(r >= n, (T, 1)), (T, T))
    ct.store(z, index=(ct.bid(0), 0), tile=ct.where(rows & ct.transpose(v > 0.0), v, w))
