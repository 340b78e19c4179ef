"""Small Tile IR texts in tileirdisasm's syntax that more than one test diffs."""

# min(n, 8) stored through a gather/scatter, as cuTile Python writes it (`mini`); with `maxi`, max(n, 8)
MIN = """\
entry @k(%arg0: tile<ptr<i32>>, %arg1: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1}> {
  %0 = make_token : token
  %c8 = constant <i32: 8> : tile<i32>
  %m = mini %arg1, %c8 signed : tile<i32>
  %r = reshape %m : tile<i32> -> tile<1xi32>
  %b = broadcast %r : tile<1xi32> -> tile<16xi32>
  %p0 = reshape %arg0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %pb = broadcast %p0 : tile<1xptr<i32>> -> tile<16xptr<i32>>
  %iota = iota : tile<16xi32>
  %ptrs = offset %pb, %iota : tile<16xptr<i32>>, tile<16xi32> -> tile<16xptr<i32>>
  %w = store_ptr_tko weak %ptrs, %b token=%0 : tile<16xptr<i32>>, tile<16xi32> -> token
  return
}"""
