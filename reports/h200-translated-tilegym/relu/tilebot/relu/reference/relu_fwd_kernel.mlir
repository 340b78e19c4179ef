entry @_relu_fwd_kernel_Kt1_A1f16_1i16t1_p16_A1f16_1i16t1_p16_I16384_I1024(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f16>>
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
  %reshape_7 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_8 = broadcast %reshape_7 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
  %8 = offset %bcast_8, %7 : tile<1024xptr<f16>>, tile<1024xi64> -> tile<1024xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_9 = reshape %cst_0_f16 : tile<f16> -> tile<1xf16>
  %bcast_10 = broadcast %reshape_9 : tile<1xf16> -> tile<1024xf16>
  %result, %result_token = load_ptr_tko weak %8, %6, %bcast_10 token=%0 : tile<1024xptr<f16>>, tile<1024xi1>, tile<1024xf16> -> tile<1024xf16>, token
  %9 = ftof %result  : tile<1024xf16> -> tile<1024xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1024xf32>
  %10 = maxf %9, %cst_0_f32 : tile<1024xf32>
  %11 = ftof %10  : tile<1024xf32> -> tile<1024xf16>
  %12 = exti %3 signed : tile<1024xi32> -> tile<1024xi64>
  %13 = exti %assume_assume_4 signed : tile<i32> -> tile<i64>
  %reshape_11 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_12 = broadcast %reshape_11 : tile<1xi64> -> tile<1024xi64>
  %14 = cmpi less_than %12, %bcast_12, unsigned : tile<1024xi64> -> tile<1024xi1>
  %15 = muli %12, %cst_1_i64_3 : tile<1024xi64>
  %reshape_13 = reshape %assume_1 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_14 = broadcast %reshape_13 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
  %16 = offset %bcast_14, %15 : tile<1024xptr<f16>>, tile<1024xi64> -> tile<1024xptr<f16>>
  %17 = store_ptr_tko weak %16, %11, %14 token=%0 : tile<1024xptr<f16>>, tile<1024xf16>, tile<1024xi1> -> token
  return
}
