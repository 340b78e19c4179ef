entry @_rms_norm_kernel_multi_wave_cached_Kt1_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_I256_F3ee4f8b588e368f1_F0000000000000000_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<4>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_2 = assume div_by<16>, %arg8 : tile<ptr<f32>>
  %assume_3 = assume div_by<16>, %arg9 : tile<i32>
  %assume_4 = assume div_by<16>, %arg10 : tile<i32>
  %assume_5 = assume div_by<4>, %arg11 : tile<i32>
  %assume_6 = assume div_by<16>, %arg13 : tile<ptr<f32>>
  %assume_7 = assume div_by<16>, %arg14 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_8 = constant <i64: 1> : tile<i64>
  %cst_1_i64_9 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_10 = constant <i64: 1> : tile<256xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_11 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32_15 = constant <f32: 0.000000e+00> : tile<256xf32>
  %1 = iota : tile<256xi32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_16 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_17 = broadcast %reshape_16 : tile<1xi64> -> tile<256xi64>
  %4 = muli %bcast, %bcast_17 : tile<256xi64>
  %5 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %6 = muli %5, %cst_1_i64 : tile<256xi64>
  %7 = addi %4, %6 : tile<256xi64>
  %reshape_18 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_19 = broadcast %reshape_18 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %8 = offset %bcast_19, %7 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %cst_0_f32_20 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_21 = reshape %cst_0_f32_20 : tile<f32> -> tile<1xf32>
  %bcast_22 = broadcast %reshape_21 : tile<1xf32> -> tile<256xf32>
  %result, %result_token = load_ptr_tko weak %8, %bcast_22 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
  %9 = fma %result, %result, %cst_0_f32_15  : tile<256xf32>
  %reduce = reduce %9 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %38 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %38 : tile<f32>
  }
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
  %10 = divf %reduce, %cst_256_f32  : tile<f32>
  %11 = addf %10, %cst_f32  : tile<f32>
  %12 = rsqrt %11 : tile<f32>
  %13 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %14 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %15 = cmpi less_than %13, %14, unsigned : tile<i64> -> tile<i1>
  %16 = muli %13, %cst_1_i64_8 : tile<i64>
  %17 = offset %assume_6, %16 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %assume_23 = assume div_by<4>, %17 : tile<ptr<f32>>
  %18 = store_ptr_tko weak %assume_23, %12, %15 token=%0 : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
  %19 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %20 = muli %19, %cst_1_i64_9 : tile<256xi64>
  %reshape_24 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_25 = broadcast %reshape_24 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %21 = offset %bcast_25, %20 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %cst_0_f32_26 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_27 = reshape %cst_0_f32_26 : tile<f32> -> tile<1xf32>
  %bcast_28 = broadcast %reshape_27 : tile<1xf32> -> tile<256xf32>
  %result_29, %result_token_30 = load_ptr_tko weak %21, %bcast_28 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
  %reshape_31 = reshape %12 : tile<f32> -> tile<1xf32>
  %bcast_32 = broadcast %reshape_31 : tile<1xf32> -> tile<256xf32>
  %22 = mulf %result, %bcast_32  : tile<256xf32>
  %reshape_33 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_34 = broadcast %reshape_33 : tile<1xf32> -> tile<256xf32>
  %23 = addf %bcast_34, %result_29  : tile<256xf32>
  %24 = mulf %22, %23  : tile<256xf32>
  %25 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_35 = reshape %25 : tile<i64> -> tile<1xi64>
  %bcast_36 = broadcast %reshape_35 : tile<1xi64> -> tile<256xi64>
  %26 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_37 = reshape %26 : tile<i64> -> tile<1xi64>
  %bcast_38 = broadcast %reshape_37 : tile<1xi64> -> tile<256xi64>
  %27 = cmpi less_than %bcast_36, %bcast_38, unsigned : tile<256xi64> -> tile<256xi1>
  %28 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_39 = reshape %28 : tile<i64> -> tile<1xi64>
  %bcast_40 = broadcast %reshape_39 : tile<1xi64> -> tile<256xi64>
  %29 = muli %bcast_36, %bcast_40 : tile<256xi64>
  %30 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %31 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_41 = reshape %31 : tile<i64> -> tile<1xi64>
  %bcast_42 = broadcast %reshape_41 : tile<1xi64> -> tile<256xi64>
  %32 = cmpi less_than %30, %bcast_42, unsigned : tile<256xi64> -> tile<256xi1>
  %33 = andi %27, %32 : tile<256xi1>
  %34 = muli %30, %cst_1_i64_10 : tile<256xi64>
  %35 = addi %29, %34 : tile<256xi64>
  %reshape_43 = reshape %assume_2 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_44 = broadcast %reshape_43 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %36 = offset %bcast_44, %35 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %37 = store_ptr_tko weak %36, %24, %33 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
