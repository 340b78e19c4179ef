entry @_layer_norm_fwd_kernel_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A1f16_1i16t1_p16_A1f16_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I32_F3ee4f8b588e368f1_F0000000000000000_I32(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f16>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<ptr<f16>>
  %assume_10 = assume div_by<16>, %arg14 : tile<i32>
  %assume_11 = assume div_by<16>, %arg16 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg17 : tile<i32>
  %assume_13 = assume div_by<16>, %arg19 : tile<ptr<f32>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<32xi64>
  %cst_1_i64_15 = constant <i64: 1> : tile<32xi64>
  %cst_32_i32 = constant <i32: 32> : tile<32xi32>
  %cst_1_i64_16 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_17 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_18 = constant <i64: 1> : tile<32xi64>
  %cst_1_i64_19 = constant <i64: 1> : tile<32xi64>
  %cst_1_i64_20 = constant <i64: 1> : tile<32xi64>
  %cst_1_i64_21 = constant <i64: 1> : tile<32xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_23 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_25 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %cst_32_i32_31 = constant <i32: 32> : tile<i32>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %cst_32_i32_32 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %reshape = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<32xi32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %1 = iota : tile<32xi32>
  %2 = exti %bcast signed : tile<32xi32> -> tile<32xi64>
  %3 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_33 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_34 = broadcast %reshape_33 : tile<1xi64> -> tile<32xi64>
  %4 = cmpi less_than %2, %bcast_34, unsigned : tile<32xi64> -> tile<32xi1>
  %5 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %reshape_35 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_36 = broadcast %reshape_35 : tile<1xi64> -> tile<32xi64>
  %6 = muli %2, %bcast_36 : tile<32xi64>
  %7 = exti %assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_37 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_38 = broadcast %reshape_37 : tile<1xi64> -> tile<32xi64>
  %reshape_39 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_40 = broadcast %reshape_39 : tile<1xptr<f16>> -> tile<32xptr<f16>>
  %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_41 = reshape %cst_0_f16 : tile<f16> -> tile<1xf16>
  %bcast_42 = broadcast %reshape_41 : tile<1xf16> -> tile<32xf16>
  %for = for %loopIdx in (%cst_0_i32 to %cst_32_i32_31, step %cst_32_i32_32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<32xf32>) {
    %reshape_114 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_115 = broadcast %reshape_114 : tile<1xi32> -> tile<32xi32>
    %46 = addi %bcast_115, %1 : tile<32xi32>
    %47 = exti %46 signed : tile<32xi32> -> tile<32xi64>
    %48 = cmpi less_than %47, %bcast_38, unsigned : tile<32xi64> -> tile<32xi1>
    %49 = andi %4, %48 : tile<32xi1>
    %50 = muli %47, %cst_1_i64 : tile<32xi64>
    %51 = addi %6, %50 : tile<32xi64>
    %52 = offset %bcast_40, %51 : tile<32xptr<f16>>, tile<32xi64> -> tile<32xptr<f16>>
    %result, %result_token = load_ptr_tko weak %52, %49, %bcast_42 token=%0 : tile<32xptr<f16>>, tile<32xi1>, tile<32xf16> -> tile<32xf16>, token
    %53 = ftof %result  : tile<32xf16> -> tile<32xf32>
    %54 = addf %iterArg0, %53  : tile<32xf32>
    continue %54 : tile<32xf32>
  }
  %reduce = reduce %for dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %46 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %46 : tile<f32>
  }
  %cst_32_f32 = constant <f32: 3.200000e+01> : tile<f32>
  %8 = divf %reduce, %cst_32_f32  : tile<f32>
  %cst_0_f32_43 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %9 = iota : tile<32xi32>
  %10 = exti %bcast signed : tile<32xi32> -> tile<32xi64>
  %11 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_45 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_46 = broadcast %reshape_45 : tile<1xi64> -> tile<32xi64>
  %12 = cmpi less_than %10, %bcast_46, unsigned : tile<32xi64> -> tile<32xi1>
  %13 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %reshape_47 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_48 = broadcast %reshape_47 : tile<1xi64> -> tile<32xi64>
  %14 = muli %10, %bcast_48 : tile<32xi64>
  %15 = exti %assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_49 = reshape %15 : tile<i64> -> tile<1xi64>
  %bcast_50 = broadcast %reshape_49 : tile<1xi64> -> tile<32xi64>
  %reshape_51 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_52 = broadcast %reshape_51 : tile<1xptr<f16>> -> tile<32xptr<f16>>
  %cst_0_f16_53 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_54 = reshape %cst_0_f16_53 : tile<f16> -> tile<1xf16>
  %bcast_55 = broadcast %reshape_54 : tile<1xf16> -> tile<32xf16>
  %reshape_56 = reshape %8 : tile<f32> -> tile<1xf32>
  %bcast_57 = broadcast %reshape_56 : tile<1xf32> -> tile<32xf32>
  %cst_0_f32_58 = constant <f32: 0.000000e+00> : tile<32xf32>
  %for_59 = for %loopIdx in (%cst_0_i32_44 to %cst_32_i32_31, step %cst_32_i32_32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_43) -> (tile<32xf32>) {
    %reshape_114 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_115 = broadcast %reshape_114 : tile<1xi32> -> tile<32xi32>
    %46 = addi %bcast_115, %9 : tile<32xi32>
    %47 = exti %46 signed : tile<32xi32> -> tile<32xi64>
    %48 = cmpi less_than %47, %bcast_50, unsigned : tile<32xi64> -> tile<32xi1>
    %49 = andi %12, %48 : tile<32xi1>
    %50 = muli %47, %cst_1_i64_15 : tile<32xi64>
    %51 = addi %14, %50 : tile<32xi64>
    %52 = offset %bcast_52, %51 : tile<32xptr<f16>>, tile<32xi64> -> tile<32xptr<f16>>
    %result, %result_token = load_ptr_tko weak %52, %49, %bcast_55 token=%0 : tile<32xptr<f16>>, tile<32xi1>, tile<32xf16> -> tile<32xf16>, token
    %53 = ftof %result  : tile<32xf16> -> tile<32xf32>
    %54 = cmpi less_than %46, %cst_32_i32, signed : tile<32xi32> -> tile<32xi1>
    %55 = subf %53, %bcast_57  : tile<32xf32>
    %56 = select %54, %55, %cst_0_f32_58 : tile<32xi1>, tile<32xf32>
    %57 = fma %56, %56, %iterArg0  : tile<32xf32>
    continue %57 : tile<32xf32>
  }
  %reduce_60 = reduce %for_59 dim=0 identities=[0.000000e+00 : f32] : tile<32xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %46 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %46 : tile<f32>
  }
  %cst_32_f32_61 = constant <f32: 3.200000e+01> : tile<f32>
  %16 = divf %reduce_60, %cst_32_f32_61  : tile<f32>
  %17 = addf %16, %cst_f32  : tile<f32>
  %18 = rsqrt %17 : tile<f32>
  %reshape_62 = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %reshape_63 = reshape %8 : tile<f32> -> tile<1xf32>
  %19 = exti %reshape_62 signed : tile<1xi32> -> tile<1xi64>
  %20 = exti %assume_assume_29 signed : tile<i32> -> tile<i64>
  %reshape_64 = reshape %20 : tile<i64> -> tile<1xi64>
  %21 = cmpi less_than %19, %reshape_64, unsigned : tile<1xi64> -> tile<1xi1>
  %22 = muli %19, %cst_1_i64_16 : tile<1xi64>
  %reshape_65 = reshape %assume_11 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %23 = offset %reshape_65, %22 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %assume_66 = assume div_by<4>, %23 : tile<1xptr<f32>>
  %24 = store_ptr_tko weak %assume_66, %reshape_63, %21 token=%0 : tile<1xptr<f32>>, tile<1xf32>, tile<1xi1> -> token
  %reshape_67 = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %reshape_68 = reshape %18 : tile<f32> -> tile<1xf32>
  %25 = exti %reshape_67 signed : tile<1xi32> -> tile<1xi64>
  %26 = exti %assume_assume_30 signed : tile<i32> -> tile<i64>
  %reshape_69 = reshape %26 : tile<i64> -> tile<1xi64>
  %27 = cmpi less_than %25, %reshape_69, unsigned : tile<1xi64> -> tile<1xi1>
  %28 = muli %25, %cst_1_i64_17 : tile<1xi64>
  %reshape_70 = reshape %assume_13 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %29 = offset %reshape_70, %28 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %assume_71 = assume div_by<4>, %29 : tile<1xptr<f32>>
  %30 = store_ptr_tko weak %assume_71, %reshape_68, %27 token=%0 : tile<1xptr<f32>>, tile<1xf32>, tile<1xi1> -> token
  %cst_0_i32_72 = constant <i32: 0> : tile<i32>
  %31 = iota : tile<32xi32>
  %32 = exti %assume_assume_27 signed : tile<i32> -> tile<i64>
  %reshape_73 = reshape %32 : tile<i64> -> tile<1xi64>
  %bcast_74 = broadcast %reshape_73 : tile<1xi64> -> tile<32xi64>
  %reshape_75 = reshape %assume_7 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_76 = broadcast %reshape_75 : tile<1xptr<f16>> -> tile<32xptr<f16>>
  %cst_0_f16_77 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_78 = reshape %cst_0_f16_77 : tile<f16> -> tile<1xf16>
  %bcast_79 = broadcast %reshape_78 : tile<1xf16> -> tile<32xf16>
  %cst_0_f16_80 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_81 = reshape %cst_0_f16_80 : tile<f16> -> tile<1xf16>
  %bcast_82 = broadcast %reshape_81 : tile<1xf16> -> tile<32xf16>
  %33 = exti %assume_assume_28 signed : tile<i32> -> tile<i64>
  %reshape_83 = reshape %33 : tile<i64> -> tile<1xi64>
  %bcast_84 = broadcast %reshape_83 : tile<1xi64> -> tile<32xi64>
  %reshape_85 = reshape %assume_9 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_86 = broadcast %reshape_85 : tile<1xptr<f16>> -> tile<32xptr<f16>>
  %cst_0_f16_87 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_88 = reshape %cst_0_f16_87 : tile<f16> -> tile<1xf16>
  %bcast_89 = broadcast %reshape_88 : tile<1xf16> -> tile<32xf16>
  %34 = exti %bcast signed : tile<32xi32> -> tile<32xi64>
  %35 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_90 = reshape %35 : tile<i64> -> tile<1xi64>
  %bcast_91 = broadcast %reshape_90 : tile<1xi64> -> tile<32xi64>
  %36 = cmpi less_than %34, %bcast_91, unsigned : tile<32xi64> -> tile<32xi1>
  %37 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %reshape_92 = reshape %37 : tile<i64> -> tile<1xi64>
  %bcast_93 = broadcast %reshape_92 : tile<1xi64> -> tile<32xi64>
  %38 = muli %34, %bcast_93 : tile<32xi64>
  %39 = exti %assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_94 = reshape %39 : tile<i64> -> tile<1xi64>
  %bcast_95 = broadcast %reshape_94 : tile<1xi64> -> tile<32xi64>
  %reshape_96 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_97 = broadcast %reshape_96 : tile<1xptr<f16>> -> tile<32xptr<f16>>
  %cst_0_f16_98 = constant <f16: 0.000000e+00> : tile<f16>
  %reshape_99 = reshape %cst_0_f16_98 : tile<f16> -> tile<1xf16>
  %bcast_100 = broadcast %reshape_99 : tile<1xf16> -> tile<32xf16>
  %reshape_101 = reshape %8 : tile<f32> -> tile<1xf32>
  %bcast_102 = broadcast %reshape_101 : tile<1xf32> -> tile<32xf32>
  %reshape_103 = reshape %18 : tile<f32> -> tile<1xf32>
  %bcast_104 = broadcast %reshape_103 : tile<1xf32> -> tile<32xf32>
  %40 = exti %bcast signed : tile<32xi32> -> tile<32xi64>
  %41 = exti %assume_assume_24 signed : tile<i32> -> tile<i64>
  %reshape_105 = reshape %41 : tile<i64> -> tile<1xi64>
  %bcast_106 = broadcast %reshape_105 : tile<1xi64> -> tile<32xi64>
  %42 = cmpi less_than %40, %bcast_106, unsigned : tile<32xi64> -> tile<32xi1>
  %43 = exti %assume_assume_26 signed : tile<i32> -> tile<i64>
  %reshape_107 = reshape %43 : tile<i64> -> tile<1xi64>
  %bcast_108 = broadcast %reshape_107 : tile<1xi64> -> tile<32xi64>
  %44 = muli %40, %bcast_108 : tile<32xi64>
  %45 = exti %assume_assume_25 signed : tile<i32> -> tile<i64>
  %reshape_109 = reshape %45 : tile<i64> -> tile<1xi64>
  %bcast_110 = broadcast %reshape_109 : tile<1xi64> -> tile<32xi64>
  %reshape_111 = reshape %assume_3 : tile<ptr<f16>> -> tile<1xptr<f16>>
  %bcast_112 = broadcast %reshape_111 : tile<1xptr<f16>> -> tile<32xptr<f16>>
  %for_113 = for %loopIdx in (%cst_0_i32_72 to %cst_32_i32_31, step %cst_32_i32_32) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %reshape_114 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_115 = broadcast %reshape_114 : tile<1xi32> -> tile<32xi32>
    %46 = addi %bcast_115, %31 : tile<32xi32>
    %47 = exti %46 signed : tile<32xi32> -> tile<32xi64>
    %48 = cmpi less_than %47, %bcast_74, unsigned : tile<32xi64> -> tile<32xi1>
    %49 = muli %47, %cst_1_i64_18 : tile<32xi64>
    %50 = offset %bcast_76, %49 : tile<32xptr<f16>>, tile<32xi64> -> tile<32xptr<f16>>
    %result, %result_token = load_ptr_tko weak %50, %48, %bcast_79 token=%0 : tile<32xptr<f16>>, tile<32xi1>, tile<32xf16> -> tile<32xf16>, token
    %51 = addf %result, %bcast_82  : tile<32xf16>
    %52 = exti %46 signed : tile<32xi32> -> tile<32xi64>
    %53 = cmpi less_than %52, %bcast_84, unsigned : tile<32xi64> -> tile<32xi1>
    %54 = muli %52, %cst_1_i64_19 : tile<32xi64>
    %55 = offset %bcast_86, %54 : tile<32xptr<f16>>, tile<32xi64> -> tile<32xptr<f16>>
    %result_116, %result_token_117 = load_ptr_tko weak %55, %53, %bcast_89 token=%0 : tile<32xptr<f16>>, tile<32xi1>, tile<32xf16> -> tile<32xf16>, token
    %56 = exti %46 signed : tile<32xi32> -> tile<32xi64>
    %57 = cmpi less_than %56, %bcast_95, unsigned : tile<32xi64> -> tile<32xi1>
    %58 = andi %36, %57 : tile<32xi1>
    %59 = muli %56, %cst_1_i64_20 : tile<32xi64>
    %60 = addi %38, %59 : tile<32xi64>
    %61 = offset %bcast_97, %60 : tile<32xptr<f16>>, tile<32xi64> -> tile<32xptr<f16>>
    %result_118, %result_token_119 = load_ptr_tko weak %61, %58, %bcast_100 token=%0 : tile<32xptr<f16>>, tile<32xi1>, tile<32xf16> -> tile<32xf16>, token
    %62 = ftof %result_118  : tile<32xf16> -> tile<32xf32>
    %63 = subf %62, %bcast_102  : tile<32xf32>
    %64 = mulf %63, %bcast_104  : tile<32xf32>
    %65 = ftof %51  : tile<32xf16> -> tile<32xf32>
    %66 = ftof %result_116  : tile<32xf16> -> tile<32xf32>
    %67 = fma %64, %65, %66  : tile<32xf32>
    %68 = ftof %67  : tile<32xf32> -> tile<32xf16>
    %69 = exti %46 signed : tile<32xi32> -> tile<32xi64>
    %70 = cmpi less_than %69, %bcast_110, unsigned : tile<32xi64> -> tile<32xi1>
    %71 = andi %42, %70 : tile<32xi1>
    %72 = muli %69, %cst_1_i64_21 : tile<32xi64>
    %73 = addi %44, %72 : tile<32xi64>
    %74 = offset %bcast_112, %73 : tile<32xptr<f16>>, tile<32xi64> -> tile<32xptr<f16>>
    %75 = store_ptr_tko weak %74, %68, %71 token=%iterArg0 : tile<32xptr<f16>>, tile<32xf16>, tile<32xi1> -> token
    continue %75 : token
  }
  return
}
