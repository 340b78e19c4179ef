entry @_rms_norm_kernel_multi_wave_cached_Kt1_A2bf16_1v8l0_2t1_3i16_p16_A1bf16_1i16t1_p16_A2bf16_1v8l0_2t1_3i16_p16_A1f32_1i16t1_p16_I256_F3ee4f8b588e368f1_F0000000000000000_I256(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<bf16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<bf16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<8>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<bf16>>
  %assume_2 = assume div_by<16>, %arg8 : tile<ptr<bf16>>
  %assume_3 = assume div_by<16>, %arg9 : tile<i32>
  %assume_4 = assume div_by<16>, %arg10 : tile<i32>
  %assume_5 = assume div_by<8>, %arg11 : tile<i32>
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
  %reshape_18 = reshape %assume : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_19 = broadcast %reshape_18 : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
  %8 = offset %bcast_19, %7 : tile<256xptr<bf16>>, tile<256xi64> -> tile<256xptr<bf16>>
  %cst_0_bf16 = constant <bf16: 0.000000e+00> : tile<bf16>
  %reshape_20 = reshape %cst_0_bf16 : tile<bf16> -> tile<1xbf16>
  %bcast_21 = broadcast %reshape_20 : tile<1xbf16> -> tile<256xbf16>
  %result, %result_token = load_ptr_tko weak %8, %bcast_21 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<bf16>>, tile<256xbf16> -> tile<256xbf16>, token
  %9 = ftof %result  : tile<256xbf16> -> tile<256xf32>
  %10 = fma %9, %9, %cst_0_f32_15  : tile<256xf32>
  %reduce = reduce %10 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %41 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %41 : tile<f32>
  }
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
  %11 = divf %reduce, %cst_256_f32  : tile<f32>
  %12 = addf %11, %cst_f32  : tile<f32>
  %13 = rsqrt %12 : tile<f32>
  %14 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %15 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %16 = cmpi less_than %14, %15, unsigned : tile<i64> -> tile<i1>
  %17 = muli %14, %cst_1_i64_8 : tile<i64>
  %18 = offset %assume_6, %17 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %assume_22 = assume div_by<4>, %18 : tile<ptr<f32>>
  %19 = store_ptr_tko weak %assume_22, %13, %16 token=%0 : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
  %20 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %21 = muli %20, %cst_1_i64_9 : tile<256xi64>
  %reshape_23 = reshape %assume_1 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_24 = broadcast %reshape_23 : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
  %22 = offset %bcast_24, %21 : tile<256xptr<bf16>>, tile<256xi64> -> tile<256xptr<bf16>>
  %cst_0_bf16_25 = constant <bf16: 0.000000e+00> : tile<bf16>
  %reshape_26 = reshape %cst_0_bf16_25 : tile<bf16> -> tile<1xbf16>
  %bcast_27 = broadcast %reshape_26 : tile<1xbf16> -> tile<256xbf16>
  %result_28, %result_token_29 = load_ptr_tko weak %22, %bcast_27 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<bf16>>, tile<256xbf16> -> tile<256xbf16>, token
  %23 = ftof %result_28  : tile<256xbf16> -> tile<256xf32>
  %reshape_30 = reshape %13 : tile<f32> -> tile<1xf32>
  %bcast_31 = broadcast %reshape_30 : tile<1xf32> -> tile<256xf32>
  %24 = mulf %9, %bcast_31  : tile<256xf32>
  %reshape_32 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_33 = broadcast %reshape_32 : tile<1xf32> -> tile<256xf32>
  %25 = addf %bcast_33, %23  : tile<256xf32>
  %26 = mulf %24, %25  : tile<256xf32>
  %27 = ftof %26  : tile<256xf32> -> tile<256xbf16>
  %28 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_34 = reshape %28 : tile<i64> -> tile<1xi64>
  %bcast_35 = broadcast %reshape_34 : tile<1xi64> -> tile<256xi64>
  %29 = exti %assume_assume_11 signed : tile<i32> -> tile<i64>
  %reshape_36 = reshape %29 : tile<i64> -> tile<1xi64>
  %bcast_37 = broadcast %reshape_36 : tile<1xi64> -> tile<256xi64>
  %30 = cmpi less_than %bcast_35, %bcast_37, unsigned : tile<256xi64> -> tile<256xi1>
  %31 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_38 = reshape %31 : tile<i64> -> tile<1xi64>
  %bcast_39 = broadcast %reshape_38 : tile<1xi64> -> tile<256xi64>
  %32 = muli %bcast_35, %bcast_39 : tile<256xi64>
  %33 = exti %1 signed : tile<256xi32> -> tile<256xi64>
  %34 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_40 = reshape %34 : tile<i64> -> tile<1xi64>
  %bcast_41 = broadcast %reshape_40 : tile<1xi64> -> tile<256xi64>
  %35 = cmpi less_than %33, %bcast_41, unsigned : tile<256xi64> -> tile<256xi1>
  %36 = andi %30, %35 : tile<256xi1>
  %37 = muli %33, %cst_1_i64_10 : tile<256xi64>
  %38 = addi %32, %37 : tile<256xi64>
  %reshape_42 = reshape %assume_2 : tile<ptr<bf16>> -> tile<1xptr<bf16>>
  %bcast_43 = broadcast %reshape_42 : tile<1xptr<bf16>> -> tile<256xptr<bf16>>
  %39 = offset %bcast_43, %38 : tile<256xptr<bf16>>, tile<256xi64> -> tile<256xptr<bf16>>
  %40 = store_ptr_tko weak %39, %27, %36 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<bf16>>, tile<256xbf16>, tile<256xi1> -> token
  return
}
