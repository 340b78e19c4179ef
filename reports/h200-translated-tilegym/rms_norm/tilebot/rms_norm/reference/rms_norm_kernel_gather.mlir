entry @_rms_norm_kernel_gather_Kt1_A2f16_1v8l0_2t1_3i16_p16_A1f16_1i16t1_p16_A2f16_1v8l0_2t1_3i16_p16_A1f32_1i16t1_p16_I1024_F3ee4f8b588e368f1_F0000000000000000_I1024(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f16>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<8>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_2 = assume div_by<16>, %arg8 : tile<ptr<f16>>
  %assume_3 = assume div_by<16>, %arg9 : tile<i32>
  %assume_4 = assume div_by<16>, %arg10 : tile<i32>
  %assume_5 = assume div_by<8>, %arg11 : tile<i32>
  %assume_6 = assume div_by<16>, %arg13 : tile<ptr<f32>>
  %assume_7 = assume div_by<16>, %arg14 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<1024xi64>
  %cst_1_i64_8 = constant <i64: 1> : tile<i64>
  %cst_1_i64_9 = constant <i64: 1> : tile<1024xi64>
  %cst_1_i64_10 = constant <i64: 1> : tile<1024xi64>
  %cst_1_i64_11 = constant <i64: 1> : tile<1024xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_15 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32_16 = constant <f32: 0.000000e+00> : tile<1024xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %1 = iota : tile<1024xi32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<1024xi64>
  %3 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<1024xi64>
  %4 = muli %bcast, %bcast_19 : tile<1024xi64>
  %reshape_20 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_21 = broadcast %reshape_20 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_22 = reshape %cst_0_f16 : tile<f16> -> tile<1xf16>
  %bcast_23 = broadcast %reshape_22 : tile<1xf16> -> tile<1024xf16>
  %for = for %loopIdx in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32_17) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_16) -> (tile<1024xf32>) {
    %23 = muli %loopIdx, %cst_1024_i32 : tile<i32>
    %reshape_56 = reshape %23 : tile<i32> -> tile<1xi32>
    %bcast_57 = broadcast %reshape_56 : tile<1xi32> -> tile<1024xi32>
    %24 = addi %bcast_57, %1 : tile<1024xi32>
    %25 = exti %24 signed : tile<1024xi32> -> tile<1024xi64>
    %26 = muli %25, %cst_1_i64 : tile<1024xi64>
    %27 = addi %4, %26 : tile<1024xi64>
    %28 = offset %bcast_21, %27 : tile<1024xptr<f16>>, tile<1024xi64> -> tile<1024xptr<f16>>
    %result, %result_token = load_ptr_tko weak %28, %bcast_23 token=%0 optimization_hints = <default = {latency = 1}> : tile<1024xptr<f16>>, tile<1024xf16> -> tile<1024xf16>, token
    %29 = ftof %result  : tile<1024xf16> -> tile<1024xf32>
    %30 = fma %29, %29, %iterArg0  : tile<1024xf32>
    continue %30 : tile<1024xf32>
  }
  %reduce = reduce %for dim=0 identities=[0.000000e+00 : f32] : tile<1024xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %23 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %23 : tile<f32>
  }
  %cst_1024_f32 = constant <f32: 1.024000e+03> : tile<f32>
  %5 = divf %reduce, %cst_1024_f32  : tile<f32>
  %6 = addf %5, %cst_f32  : tile<f32>
  %7 = rsqrt %6 : tile<f32>
  %8 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %9 = exti %assume_assume_15 signed : tile<i32> -> tile<i64>
  %10 = cmpi less_than %8, %9, unsigned : tile<i64> -> tile<i1>
  %11 = muli %8, %cst_1_i64_8 : tile<i64>
  %12 = offset %assume_6, %11 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %assume_24 = assume div_by<4>, %12 : tile<ptr<f32>>
  %13 = store_ptr_tko weak %assume_24, %7, %10 token=%0 : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
  %cst_0_i32_25 = constant <i32: 0> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %reshape_27 = reshape %assume_1 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_28 = broadcast %reshape_27 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
  %cst_0_f16_29 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_30 = reshape %cst_0_f16_29 : tile<f16> -> tile<1xf16>
  %bcast_31 = broadcast %reshape_30 : tile<1xf16> -> tile<1024xf16>
  %14 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_32 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_33 = broadcast %reshape_32 : tile<1xi64> -> tile<1024xi64>
  %15 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_34 = reshape %15 : tile<i64> -> tile<1xi64>
  %bcast_35 = broadcast %reshape_34 : tile<1xi64> -> tile<1024xi64>
  %16 = muli %bcast_33, %bcast_35 : tile<1024xi64>
  %reshape_36 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_37 = broadcast %reshape_36 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
  %cst_0_f16_38 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_39 = reshape %cst_0_f16_38 : tile<f16> -> tile<1xf16>
  %bcast_40 = broadcast %reshape_39 : tile<1xf16> -> tile<1024xf16>
  %reshape_41 = reshape %7 : tile<f32> -> tile<1xf32>
  %bcast_42 = broadcast %reshape_41 : tile<1xf32> -> tile<1024xf32>
  %reshape_43 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_44 = broadcast %reshape_43 : tile<1xf32> -> tile<1024xf32>
  %17 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_45 = reshape %17 : tile<i64> -> tile<1xi64>
  %bcast_46 = broadcast %reshape_45 : tile<1xi64> -> tile<1024xi64>
  %18 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_47 = reshape %18 : tile<i64> -> tile<1xi64>
  %bcast_48 = broadcast %reshape_47 : tile<1xi64> -> tile<1024xi64>
  %19 = cmpi less_than %bcast_46, %bcast_48, unsigned : tile<1024xi64> -> tile<1024xi1>
  %20 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_49 = reshape %20 : tile<i64> -> tile<1xi64>
  %bcast_50 = broadcast %reshape_49 : tile<1xi64> -> tile<1024xi64>
  %21 = muli %bcast_46, %bcast_50 : tile<1024xi64>
  %22 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_51 = reshape %22 : tile<i64> -> tile<1xi64>
  %bcast_52 = broadcast %reshape_51 : tile<1xi64> -> tile<1024xi64>
  %reshape_53 = reshape %assume_2 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_54 = broadcast %reshape_53 : tile<1xptr<f16>> -> tile<1024xptr<f16>>
  %for_55 = for %loopIdx in (%cst_0_i32_25 to %cst_1_i32, step %cst_1_i32_26) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %23 = muli %loopIdx, %cst_1024_i32 : tile<i32>
    %reshape_56 = reshape %23 : tile<i32> -> tile<1xi32>
    %bcast_57 = broadcast %reshape_56 : tile<1xi32> -> tile<1024xi32>
    %24 = addi %bcast_57, %1 : tile<1024xi32>
    %25 = exti %24 signed : tile<1024xi32> -> tile<1024xi64>
    %26 = muli %25, %cst_1_i64_9 : tile<1024xi64>
    %27 = offset %bcast_28, %26 : tile<1024xptr<f16>>, tile<1024xi64> -> tile<1024xptr<f16>>
    %result, %result_token = load_ptr_tko weak %27, %bcast_31 token=%0 optimization_hints = <default = {latency = 1}> : tile<1024xptr<f16>>, tile<1024xf16> -> tile<1024xf16>, token
    %28 = ftof %result  : tile<1024xf16> -> tile<1024xf32>
    %29 = exti %24 signed : tile<1024xi32> -> tile<1024xi64>
    %30 = muli %29, %cst_1_i64_10 : tile<1024xi64>
    %31 = addi %16, %30 : tile<1024xi64>
    %32 = offset %bcast_37, %31 : tile<1024xptr<f16>>, tile<1024xi64> -> tile<1024xptr<f16>>
    %result_58, %result_token_59 = load_ptr_tko weak %32, %bcast_40 token=%0 optimization_hints = <default = {latency = 1}> : tile<1024xptr<f16>>, tile<1024xf16> -> tile<1024xf16>, token
    %33 = ftof %result_58  : tile<1024xf16> -> tile<1024xf32>
    %34 = mulf %33, %bcast_42  : tile<1024xf32>
    %35 = addf %bcast_44, %28  : tile<1024xf32>
    %36 = mulf %34, %35  : tile<1024xf32>
    %37 = ftof %36  : tile<1024xf32> -> tile<1024xf16>
    %38 = exti %24 signed : tile<1024xi32> -> tile<1024xi64>
    %39 = cmpi less_than %38, %bcast_52, unsigned : tile<1024xi64> -> tile<1024xi1>
    %40 = andi %19, %39 : tile<1024xi1>
    %41 = muli %38, %cst_1_i64_11 : tile<1024xi64>
    %42 = addi %21, %41 : tile<1024xi64>
    %43 = offset %bcast_54, %42 : tile<1024xptr<f16>>, tile<1024xi64> -> tile<1024xptr<f16>>
    %44 = store_ptr_tko weak %43, %37, %40 token=%iterArg0 optimization_hints = <default = {latency = 1}> : tile<1024xptr<f16>>, tile<1024xf16>, tile<1024xi1> -> token
    continue %44 : token
  }
  return
}
