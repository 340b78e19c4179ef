entry @_moe_align_block_size_stage4b_scatter_kernel_Kt1_A1i64_1i16t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_I8_I128_I128_I16_I16_I8(%arg0: tile<ptr<i64>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<i32>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<ptr<i32>>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<i32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<i32>>, %arg13: tile<i32>, %arg14: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<i64>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<i32>>
  %assume_2 = assume div_by<16>, %arg6 : tile<ptr<i32>>
  %assume_3 = assume div_by<16>, %arg9 : tile<ptr<i32>>
  %assume_4 = assume div_by<16>, %arg12 : tile<ptr<i32>>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_5 = constant <i64: 1> : tile<i64>
  %cst_1_i64_6 = constant <i64: 1> : tile<i64>
  %cst_8_i32 = constant <i32: 8> : tile<8xi32>
  %cst_1_i64_7 = constant <i64: 1> : tile<8xi64>
  %cst_0_i32 = constant <i32: 0> : tile<8xi32>
  %cst_1_i64_8 = constant <i64: 1> : tile<8xi64>
  %cst_0_i32_9 = constant <i32: 0> : tile<8xi32>
  %cst_128_i32 = constant <i32: 128> : tile<16xi32>
  %cst_16_i32 = constant <i32: 16> : tile<16xi32>
  %cst_1_i64_10 = constant <i64: 1> : tile<16xi64>
  %cst_8_i64 = constant <i64: 8> : tile<16xi64>
  %cst_1_i64_11 = constant <i64: 1> : tile<16xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg13 : tile<i32>
  %cst_8_i32_16 = constant <i32: 8> : tile<i32>
  %cst_128_i32_17 = constant <i32: 128> : tile<i32>
  %cst_16_i32_18 = constant <i32: 16> : tile<i32>
  %cst_16_i32_19 = constant <i32: 16> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_8_i32_16 : tile<i32>
  %cst_0_i32_20 = constant <i32: 0> : tile<i32>
  %2 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %3 = exti %assume_15 signed : tile<i32> -> tile<i64>
  %4 = cmpi less_than %2, %3, unsigned : tile<i64> -> tile<i1>
  %5 = muli %2, %cst_1_i64 : tile<i64>
  %6 = offset %assume_4, %5 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %assume_21 = assume div_by<4>, %6 : tile<ptr<i32>>
  %result, %result_token = load_ptr_tko weak %assume_21, %4, %cst_0_i32_20 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %7 = addi %blockId_x, %cst_1_i32 : tile<i32>
  %cst_0_i32_22 = constant <i32: 0> : tile<i32>
  %8 = exti %7 signed : tile<i32> -> tile<i64>
  %9 = exti %assume_15 signed : tile<i32> -> tile<i64>
  %10 = cmpi less_than %8, %9, unsigned : tile<i64> -> tile<i1>
  %11 = muli %8, %cst_1_i64_5 : tile<i64>
  %12 = offset %assume_4, %11 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %assume_23 = assume div_by<4>, %12 : tile<ptr<i32>>
  %result_24, %result_token_25 = load_ptr_tko weak %assume_23, %10, %cst_0_i32_22 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %13 = divi %result, %cst_128_i32_17 signed rounding<negative_inf> : tile<i32>
  %14 = addi %result_24, %cst_128_i32_17 : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %15 = subi %14, %cst_1_i32_26 : tile<i32>
  %16 = divi %15, %cst_128_i32_17 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_27 = constant <i32: 0> : tile<i32>
  %17 = subi %16, %13 : tile<i32>
  %18 = maxi %cst_0_i32_27, %17 signed : tile<i32>
  %cst_0_i32_28 = constant <i32: 0> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %19 = exti %assume_13 signed : tile<i32> -> tile<i64>
  %for = for %loopIdx in (%cst_0_i32_28 to %18, step %cst_1_i32_29) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %41 = addi %13, %loopIdx : tile<i32>
    %42 = exti %41 signed : tile<i32> -> tile<i64>
    %43 = cmpi less_than %42, %19, unsigned : tile<i64> -> tile<i1>
    %44 = muli %42, %cst_1_i64_6 : tile<i64>
    %45 = offset %assume_2, %44 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
    %assume_54 = assume div_by<4>, %45 : tile<ptr<i32>>
    %46 = store_ptr_tko weak %assume_54, %blockId_x, %43 token=%iterArg0 : tile<ptr<i32>>, tile<i32>, tile<i1> -> token
    continue %46 : token
  }
  %20 = iota : tile<8xi32>
  %21 = cmpi less_than %20, %cst_8_i32, signed : tile<8xi32> -> tile<8xi1>
  %reshape = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<8xi32>
  %22 = addi %bcast, %20 : tile<8xi32>
  %23 = exti %22 signed : tile<8xi32> -> tile<8xi64>
  %24 = exti %assume_14 signed : tile<i32> -> tile<i64>
  %reshape_30 = reshape %24 : tile<i64> -> tile<1xi64>
  %bcast_31 = broadcast %reshape_30 : tile<1xi64> -> tile<8xi64>
  %25 = cmpi less_than %23, %bcast_31, unsigned : tile<8xi64> -> tile<8xi1>
  %26 = muli %23, %cst_1_i64_7 : tile<8xi64>
  %reshape_32 = reshape %assume_3 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_33 = broadcast %reshape_32 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %27 = offset %bcast_33, %26 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %28 = andi %25, %21 : tile<8xi1>
  %result_34, %result_token_35 = load_ptr_tko weak %27, %28, %cst_0_i32 token=%0 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
  %29 = exti %20 signed : tile<8xi32> -> tile<8xi64>
  %30 = exti %assume_15 signed : tile<i32> -> tile<i64>
  %reshape_36 = reshape %30 : tile<i64> -> tile<1xi64>
  %bcast_37 = broadcast %reshape_36 : tile<1xi64> -> tile<8xi64>
  %31 = cmpi less_than %29, %bcast_37, unsigned : tile<8xi64> -> tile<8xi1>
  %32 = muli %29, %cst_1_i64_8 : tile<8xi64>
  %reshape_38 = reshape %assume_4 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_39 = broadcast %reshape_38 : tile<1xptr<i32>> -> tile<8xptr<i32>>
  %33 = offset %bcast_39, %32 : tile<8xptr<i32>>, tile<8xi64> -> tile<8xptr<i32>>
  %34 = andi %31, %21 : tile<8xi1>
  %result_40, %result_token_41 = load_ptr_tko weak %33, %34, %cst_0_i32_9 token=%0 : tile<8xptr<i32>>, tile<8xi1>, tile<8xi32> -> tile<8xi32>, token
  %35 = addi %result_34, %result_40 : tile<8xi32>
  %36 = muli %blockId_x, %cst_16_i32_18 : tile<i32>
  %37 = iota : tile<16xi32>
  %cst_0_i32_42 = constant <i32: 0> : tile<i32>
  %38 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_43 = reshape %38 : tile<i64> -> tile<1xi64>
  %bcast_44 = broadcast %reshape_43 : tile<1xi64> -> tile<16xi64>
  %reshape_45 = reshape %assume : tile<ptr<i64>> -> tile<1xptr<i64>>
  %bcast_46 = broadcast %reshape_45 : tile<1xptr<i64>> -> tile<16xptr<i64>>
  %reshape_47 = reshape %20 : tile<8xi32> -> tile<1x8xi32>
  %39 = exti %reshape_47 signed : tile<1x8xi32> -> tile<1x8xi64>
  %bcast_48 = broadcast %39 : tile<1x8xi64> -> tile<16x8xi64>
  %40 = exti %assume_12 signed : tile<i32> -> tile<i64>
  %reshape_49 = reshape %40 : tile<i64> -> tile<1xi64>
  %bcast_50 = broadcast %reshape_49 : tile<1xi64> -> tile<16xi64>
  %reshape_51 = reshape %assume_1 : tile<ptr<i32>> -> tile<1xptr<i32>>
  %bcast_52 = broadcast %reshape_51 : tile<1xptr<i32>> -> tile<16xptr<i32>>
  %for_53:2 = for %loopIdx in (%cst_0_i32_42 to %cst_16_i32_18, step %cst_16_i32_19) : tile<i32> iter_values(%iterArg0 = %35, %iterArg1 = %0) -> (tile<8xi32>, token) {
    %41 = addi %36, %loopIdx : tile<i32>
    %reshape_54 = reshape %41 : tile<i32> -> tile<1xi32>
    %bcast_55 = broadcast %reshape_54 : tile<1xi32> -> tile<16xi32>
    %42 = addi %bcast_55, %37 : tile<16xi32>
    %43 = cmpi less_than %42, %cst_128_i32, signed : tile<16xi32> -> tile<16xi1>
    %reshape_56 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_57 = broadcast %reshape_56 : tile<1xi32> -> tile<16xi32>
    %44 = addi %bcast_57, %37 : tile<16xi32>
    %45 = cmpi less_than %44, %cst_16_i32, signed : tile<16xi32> -> tile<16xi1>
    %46 = andi %43, %45 : tile<16xi1>
    %47 = exti %42 signed : tile<16xi32> -> tile<16xi64>
    %48 = cmpi less_than %47, %bcast_44, unsigned : tile<16xi64> -> tile<16xi1>
    %49 = muli %47, %cst_1_i64_10 : tile<16xi64>
    %50 = offset %bcast_46, %49 : tile<16xptr<i64>>, tile<16xi64> -> tile<16xptr<i64>>
    %51 = andi %48, %46 : tile<16xi1>
    %result_58, %result_token_59 = load_ptr_tko weak %50, %51, %cst_8_i64 token=%0 : tile<16xptr<i64>>, tile<16xi1>, tile<16xi64> -> tile<16xi64>, token
    %reshape_60 = reshape %result_58 : tile<16xi64> -> tile<16x1xi64>
    %bcast_61 = broadcast %reshape_60 : tile<16x1xi64> -> tile<16x8xi64>
    %52 = cmpi equal %bcast_61, %bcast_48, signed : tile<16x8xi64> -> tile<16x8xi1>
    %53 = exti %52 unsigned : tile<16x8xi1> -> tile<16x8xi32>
    %54 = scan %53 dim=0 reverse=false identities=[0 : i32] : tile<16x8xi32> -> tile<16x8xi32> 
    (%arg15: tile<i32>, %arg16: tile<i32>) {
      %66 = addi %arg15, %arg16 : tile<i32>
      yield %66 : tile<i32>
    }
    %55 = subi %54, %53 : tile<16x8xi32>
    %56 = muli %55, %53 : tile<16x8xi32>
    %reduce = reduce %56 dim=1 identities=[0 : i32] : tile<16x8xi32> -> tile<16xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %66 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %66 : tile<i32>
    }
    %reshape_62 = reshape %iterArg0 : tile<8xi32> -> tile<1x8xi32>
    %bcast_63 = broadcast %reshape_62 : tile<1x8xi32> -> tile<16x8xi32>
    %57 = muli %bcast_63, %53 : tile<16x8xi32>
    %reduce_64 = reduce %57 dim=1 identities=[0 : i32] : tile<16x8xi32> -> tile<16xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %66 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %66 : tile<i32>
    }
    %58 = addi %reduce_64, %reduce : tile<16xi32>
    %59 = exti %58 signed : tile<16xi32> -> tile<16xi64>
    %60 = cmpi less_than %59, %bcast_50, unsigned : tile<16xi64> -> tile<16xi1>
    %61 = muli %59, %cst_1_i64_11 : tile<16xi64>
    %62 = offset %bcast_52, %61 : tile<16xptr<i32>>, tile<16xi64> -> tile<16xptr<i32>>
    %63 = andi %60, %46 : tile<16xi1>
    %64 = store_ptr_tko weak %62, %42, %63 token=%iterArg1 : tile<16xptr<i32>>, tile<16xi32>, tile<16xi1> -> token
    %reduce_65 = reduce %53 dim=0 identities=[0 : i32] : tile<16x8xi32> -> tile<8xi32> 
    (%reduce_lhs: tile<i32>, %reduce_rhs: tile<i32>) {
      %66 = addi %reduce_lhs, %reduce_rhs : tile<i32>
      yield %66 : tile<i32>
    }
    %65 = addi %iterArg0, %reduce_65 : tile<8xi32>
    continue %65, %64 : tile<8xi32>, token
  }
  return
}
