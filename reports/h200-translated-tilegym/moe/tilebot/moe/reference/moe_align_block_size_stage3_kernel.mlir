entry @_moe_align_block_size_stage3_kernel_Kt2_A1i32_1s1t1_p16_A1i32_1s1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_I8_I128_I8(%arg0: tile<ptr<i32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %assume_1 = assume div_by<16>, %arg6 : tile<ptr<i32>>
  %assume_2 = assume div_by<16>, %arg9 : tile<ptr<i32>>
  %cst_1_i64 = constant <i64: 1> : tile<1xi64>
  %cst_0_i32 = constant <i32: 0> : tile<1xi32>
  %cst_1_i64_3 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_4 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_5 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_6 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_7 = constant <i64: 1> : tile<1xi64>
  %assume_8 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg10 : tile<i32>
  %cst_0_i32_10 = constant <i32: 0> : tile<1xi32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_0_i32_11 = constant <i32: 0> : tile<1xi32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_9_i32 = constant <i32: 9> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %1 = iota : tile<1xi32>
  %2 = exti %assume_8 signed : tile<i32> -> tile<i64>
  %reshape = reshape %2 : tile<i64> -> tile<1xi64>
  %reshape_14 = reshape %assume_1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %cst_128_i32 = constant <i32: 128> : tile<1xi32>
  %cst_1_i32_15 = constant <i32: 1> : tile<1xi32>
  %3 = subi %cst_128_i32, %cst_1_i32_15 : tile<1xi32>
  %4 = exti %assume_9 signed : tile<i32> -> tile<i64>
  %reshape_16 = reshape %4 : tile<i64> -> tile<1xi64>
  %reshape_17 = reshape %assume_2 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %for:3 = for %loopIdx in (%cst_1_i32 to %cst_9_i32, step %cst_1_i32_12) : tile<i32> iter_values(%iterArg0 = %cst_0_i32_10, %iterArg1 = %cst_0_i32_11, %iterArg2 = %0) -> (tile<1xi32>, tile<1xi32>, token) {
    %assume_23 = assume div_by<128>, %iterArg0 : tile<1xi32>
    %15 = addi %cst_64_i32, %loopIdx : tile<i32>
    %16 = subi %15, %cst_1_i32_13 : tile<i32>
    %reshape_24 = reshape %16 : tile<i32> -> tile<1xi32>
    %17 = addi %reshape_24, %1 : tile<1xi32>
    %18 = exti %17 signed : tile<1xi32> -> tile<1xi64>
    %19 = cmpi less_than %18, %reshape, unsigned : tile<1xi64> -> tile<1xi1>
    %20 = muli %18, %cst_1_i64 : tile<1xi64>
    %21 = offset %reshape_14, %20 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %assume_25 = assume div_by<4>, %21 : tile<1xptr<i32>>
    %result, %result_token = load_ptr_tko weak %assume_25, %19, %cst_0_i32 token=%0 : tile<1xptr<i32>>, tile<1xi1>, tile<1xi32> -> tile<1xi32>, token
    %22 = maxi %iterArg1, %result signed : tile<1xi32>
    %23 = addi %result, %3 : tile<1xi32>
    %24 = divi %23, %cst_128_i32 signed rounding<negative_inf> : tile<1xi32>
    %25 = muli %24, %cst_128_i32 : tile<1xi32>
    %26 = addi %assume_23, %25 : tile<1xi32>
    %assume_26 = assume div_by<128>, %26 : tile<1xi32>
    %reshape_27 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %27 = exti %reshape_27 signed : tile<1xi32> -> tile<1xi64>
    %28 = cmpi less_than %27, %reshape_16, unsigned : tile<1xi64> -> tile<1xi1>
    %29 = muli %27, %cst_1_i64_3 : tile<1xi64>
    %30 = offset %reshape_17, %29 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
    %assume_28 = assume div_by<4>, %30 : tile<1xptr<i32>>
    %31 = store_ptr_tko weak %assume_28, %assume_26, %28 token=%iterArg2 : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1> -> token
    continue %assume_26, %22, %31 : tile<1xi32>, tile<1xi32>, token
  }
  %assume_for = assume div_by<128>, %for#0 : tile<1xi32>
  %cst_0_i32_18 = constant <i32: 0> : tile<1xi32>
  %5 = exti %cst_0_i32_18 signed : tile<1xi32> -> tile<1xi64>
  %6 = cmpi less_than %5, %cst_1_i64_4, unsigned : tile<1xi64> -> tile<1xi1>
  %7 = muli %5, %cst_1_i64_5 : tile<1xi64>
  %reshape_19 = reshape %assume : tile<ptr<i32>> -> tile<1xptr<i32>>
  %8 = offset %reshape_19, %7 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
  %assume_20 = assume div_by<16>, %8 : tile<1xptr<i32>>
  %9 = store_ptr_tko weak %assume_20, %assume_for, %6 token=%0 : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1> -> token
  %10 = exti %cst_0_i32_18 signed : tile<1xi32> -> tile<1xi64>
  %11 = cmpi less_than %10, %cst_1_i64_6, unsigned : tile<1xi64> -> tile<1xi1>
  %12 = muli %10, %cst_1_i64_7 : tile<1xi64>
  %reshape_21 = reshape %assume_0 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %13 = offset %reshape_21, %12 : tile<1xptr<i32>>, tile<1xi64> -> tile<1xptr<i32>>
  %assume_22 = assume div_by<16>, %13 : tile<1xptr<i32>>
  %14 = store_ptr_tko weak %assume_22, %for#1, %11 token=%0 : tile<1xptr<i32>>, tile<1xi32>, tile<1xi1> -> token
  return
}
