entry @_relu_fwd_kernel_Kt1_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I524288_I1024(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f32>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<1024xi64>
  %cst_1_i64_3 = constant <i64: 1> : tile<1024xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_4 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_1024_i32 : tile<i32>
  %2 = iota : tile<1024xi32>
  %reshape = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<1024xi32>
  %3 = addi %bcast, %2 : tile<1024xi32>
  %4 = exti %3 signed : tile<1024xi32> -> tile<1024xi64>
  %5 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_5 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_6 = broadcast %reshape_5 : tile<1xi64> -> tile<1024xi64>
  %6 = cmpi less_than %4, %bcast_6, unsigned : tile<1024xi64> -> tile<1024xi1>
  %7 = muli %4, %cst_1_i64 : tile<1024xi64>
  %reshape_7 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
  %8 = offset %bcast_8, %7 : tile<1024xptr<f32>>, tile<1024xi64> -> tile<1024xptr<f32>>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_9 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_10 = broadcast %reshape_9 : tile<1xf32> -> tile<1024xf32>
  %result, %result_token = load_ptr_tko weak %8, %6, %bcast_10 token=%0 : tile<1024xptr<f32>>, tile<1024xi1>, tile<1024xf32> -> tile<1024xf32>, token
  %cst_0_f32_11 = constant <f32: 0.000000e+00> : tile<1024xf32>
  %9 = maxf %result, %cst_0_f32_11 : tile<1024xf32>
  %10 = exti %3 signed : tile<1024xi32> -> tile<1024xi64>
  %11 = exti %assume_assume_4 signed : tile<i32> -> tile<i64>
  %reshape_12 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_13 = broadcast %reshape_12 : tile<1xi64> -> tile<1024xi64>
  %12 = cmpi less_than %10, %bcast_13, unsigned : tile<1024xi64> -> tile<1024xi1>
  %13 = muli %10, %cst_1_i64_3 : tile<1024xi64>
  %reshape_14 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_15 = broadcast %reshape_14 : tile<1xptr<f32>> -> tile<1024xptr<f32>>
  %14 = offset %bcast_15, %13 : tile<1024xptr<f32>>, tile<1024xi64> -> tile<1024xptr<f32>>
  %15 = store_ptr_tko weak %14, %9, %12 token=%0 : tile<1024xptr<f32>>, tile<1024xf32>, tile<1024xi1> -> token
  return
}
