entry @_rms_norm_kernel_gather_Kt1_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_I256_F3ee4f8b588e368f1_F0000000000000000_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<ptr<f32>>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>) optimization_hints=<default = {}> {
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
  %cst_1_i64_11 = constant <i64: 1> : tile<256xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_12 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_13 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_14 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_15 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %cst_0_f32_16 = constant <f32: 0.000000e+00> : tile<256xf32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %1 = iota : tile<256xi32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %bcast = broadcast %reshape : tile<1xi64> -> tile<256xi64>
  %3 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_18 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_19 = broadcast %reshape_18 : tile<1xi64> -> tile<256xi64>
  %4 = muli %bcast, %bcast_19 : tile<256xi64>
  %reshape_20 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_21 = broadcast %reshape_20 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_22 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_23 = reshape %cst_0_f32_22 : tile<f32> -> tile<1xf32>
  %bcast_24 = broadcast %reshape_23 : tile<1xf32> -> tile<256xf32>
  %for = for %loopIdx in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32_17) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_16) -> (tile<256xf32>) {
    %23 = muli %loopIdx, %cst_256_i32 : tile<i32>
    %reshape_57 = reshape %23 : tile<i32> -> tile<1xi32>
    %bcast_58 = broadcast %reshape_57 : tile<1xi32> -> tile<256xi32>
    %24 = addi %bcast_58, %1 : tile<256xi32>
    %25 = exti %24 signed : tile<256xi32> -> tile<256xi64>
    %26 = muli %25, %cst_1_i64 : tile<256xi64>
    %27 = addi %4, %26 : tile<256xi64>
    %28 = offset %bcast_21, %27 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result, %result_token = load_ptr_tko weak %28, %bcast_24 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
    %29 = fma %result, %result, %iterArg0  : tile<256xf32>
    continue %29 : tile<256xf32>
  }
  %reduce = reduce %for dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %23 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %23 : tile<f32>
  }
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
  %5 = divf %reduce, %cst_256_f32  : tile<f32>
  %6 = addf %5, %cst_f32  : tile<f32>
  %7 = rsqrt %6 : tile<f32>
  %8 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %9 = exti %assume_assume_15 signed : tile<i32> -> tile<i64>
  %10 = cmpi less_than %8, %9, unsigned : tile<i64> -> tile<i1>
  %11 = muli %8, %cst_1_i64_8 : tile<i64>
  %12 = offset %assume_6, %11 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
  %assume_25 = assume div_by<4>, %12 : tile<ptr<f32>>
  %13 = store_ptr_tko weak %assume_25, %7, %10 token=%0 : tile<ptr<f32>>, tile<f32>, tile<i1> -> token
  %cst_0_i32_26 = constant <i32: 0> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %reshape_28 = reshape %assume_1 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_29 = broadcast %reshape_28 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_30 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_31 = reshape %cst_0_f32_30 : tile<f32> -> tile<1xf32>
  %bcast_32 = broadcast %reshape_31 : tile<1xf32> -> tile<256xf32>
  %14 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_33 = reshape %14 : tile<i64> -> tile<1xi64>
  %bcast_34 = broadcast %reshape_33 : tile<1xi64> -> tile<256xi64>
  %15 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_35 = reshape %15 : tile<i64> -> tile<1xi64>
  %bcast_36 = broadcast %reshape_35 : tile<1xi64> -> tile<256xi64>
  %16 = muli %bcast_34, %bcast_36 : tile<256xi64>
  %reshape_37 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_38 = broadcast %reshape_37 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_39 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_40 = reshape %cst_0_f32_39 : tile<f32> -> tile<1xf32>
  %bcast_41 = broadcast %reshape_40 : tile<1xf32> -> tile<256xf32>
  %reshape_42 = reshape %7 : tile<f32> -> tile<1xf32>
  %bcast_43 = broadcast %reshape_42 : tile<1xf32> -> tile<256xf32>
  %reshape_44 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_45 = broadcast %reshape_44 : tile<1xf32> -> tile<256xf32>
  %17 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_46 = reshape %17 : tile<i64> -> tile<1xi64>
  %bcast_47 = broadcast %reshape_46 : tile<1xi64> -> tile<256xi64>
  %18 = exti %assume_assume_12 signed : tile<i32> -> tile<i64>
  %reshape_48 = reshape %18 : tile<i64> -> tile<1xi64>
  %bcast_49 = broadcast %reshape_48 : tile<1xi64> -> tile<256xi64>
  %19 = cmpi less_than %bcast_47, %bcast_49, unsigned : tile<256xi64> -> tile<256xi1>
  %20 = exti %assume_assume_14 signed : tile<i32> -> tile<i64>
  %reshape_50 = reshape %20 : tile<i64> -> tile<1xi64>
  %bcast_51 = broadcast %reshape_50 : tile<1xi64> -> tile<256xi64>
  %21 = muli %bcast_47, %bcast_51 : tile<256xi64>
  %22 = exti %assume_assume_13 signed : tile<i32> -> tile<i64>
  %reshape_52 = reshape %22 : tile<i64> -> tile<1xi64>
  %bcast_53 = broadcast %reshape_52 : tile<1xi64> -> tile<256xi64>
  %reshape_54 = reshape %assume_2 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_55 = broadcast %reshape_54 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %for_56 = for %loopIdx in (%cst_0_i32_26 to %cst_1_i32, step %cst_1_i32_27) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %23 = muli %loopIdx, %cst_256_i32 : tile<i32>
    %reshape_57 = reshape %23 : tile<i32> -> tile<1xi32>
    %bcast_58 = broadcast %reshape_57 : tile<1xi32> -> tile<256xi32>
    %24 = addi %bcast_58, %1 : tile<256xi32>
    %25 = exti %24 signed : tile<256xi32> -> tile<256xi64>
    %26 = muli %25, %cst_1_i64_9 : tile<256xi64>
    %27 = offset %bcast_29, %26 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result, %result_token = load_ptr_tko weak %27, %bcast_32 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
    %28 = exti %24 signed : tile<256xi32> -> tile<256xi64>
    %29 = muli %28, %cst_1_i64_10 : tile<256xi64>
    %30 = addi %16, %29 : tile<256xi64>
    %31 = offset %bcast_38, %30 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result_59, %result_token_60 = load_ptr_tko weak %31, %bcast_41 token=%0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32> -> tile<256xf32>, token
    %32 = mulf %result_59, %bcast_43  : tile<256xf32>
    %33 = addf %bcast_45, %result  : tile<256xf32>
    %34 = mulf %32, %33  : tile<256xf32>
    %35 = exti %24 signed : tile<256xi32> -> tile<256xi64>
    %36 = cmpi less_than %35, %bcast_53, unsigned : tile<256xi64> -> tile<256xi1>
    %37 = andi %19, %36 : tile<256xi1>
    %38 = muli %35, %cst_1_i64_11 : tile<256xi64>
    %39 = addi %21, %38 : tile<256xi64>
    %40 = offset %bcast_55, %39 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %41 = store_ptr_tko weak %40, %34, %37 token=%iterArg0 optimization_hints = <default = {latency = 1}> : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    continue %41 : token
  }
  return
}
