entry @_softmax_kernel_multi_wave_full_row_reg_cached_ldg_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_I256_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<4>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_2 = assume div_by<4>, %arg8 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_3 = constant <i64: 1> : tile<256xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_4 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = iota : tile<256xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<f32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_assume_4 signed : tile<i32> -> tile<i64>
  %reshape_5 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<256xi64>
  %4 = muli %bcast, %bcast_6 : tile<256xi64>
  %5 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %6 = muli %5, %cst_1_i64 : tile<256xi64>
  %7 = addi %4, %6 : tile<256xi64>
  %reshape_7 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %8 = offset %bcast_8, %7 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %reshape_9 = reshape %cst_f32 : tile<f32> -> tile<1xf32>
  %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<256xf32>
  %result, %result_token = load_ptr_tko weak %8, %bcast_10 token=%0 : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
  %reduce = reduce %result dim=0 identities=[0xFF800000 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %20 : tile<f32>
  }
  %reshape_11 = reshape %reduce : tile<f32> -> tile<1xf32>
  %bcast_12 = broadcast %reshape_11 : tile<1xf32> -> tile<256xf32>
  %9 = subf %result, %bcast_12  : tile<256xf32>
  %10 = exp %9 rounding<approx> : tile<256xf32>
  %reduce_13 = reduce %10 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %20 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %20 : tile<f32>
  }
  %reshape_14 = reshape %reduce_13 : tile<f32> -> tile<1xf32>
  %bcast_15 = broadcast %reshape_14 : tile<1xf32> -> tile<256xf32>
  %11 = divf %10, %bcast_15 rounding<approx> flush_to_zero : tile<256xf32>
  %12 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_16 = reshape %12 : tile<i64> -> tile<1xi64>
  %bcast_17 = broadcast %reshape_16 : tile<1xi64> -> tile<256xi64>
  %13 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<256xi64>
  %14 = muli %bcast_17, %bcast_19 : tile<256xi64>
  %15 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %16 = muli %15, %cst_1_i64_3 : tile<256xi64>
  %17 = addi %14, %16 : tile<256xi64>
  %reshape_20 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_21 = broadcast %reshape_20 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %18 = offset %bcast_21, %17 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %19 = store_ptr_tko weak %18, %11 token=%0 : tile<256xptr<f32>>, tile<256xf32> -> token
  return
}
