entry @_layer_norm_fwd_kernel_Kt1_A2f32_1v4l0_2t1_3i16_p16_A2f32_1v4l0_2t1_3i16_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_A1f32_1i16t1_p16_I256_F3ee4f8b588e368f1_F0000000000000000_I256(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<ptr<f32>>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<ptr<f32>>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<ptr<f32>>, %arg20: tile<i32>, %arg21: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<4>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<4>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<ptr<f32>>
  %assume_10 = assume div_by<16>, %arg14 : tile<i32>
  %assume_11 = assume div_by<16>, %arg16 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg17 : tile<i32>
  %assume_13 = assume div_by<16>, %arg19 : tile<ptr<f32>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_15 = constant <i64: 1> : tile<256xi64>
  %cst_256_i32 = constant <i32: 256> : tile<256xi32>
  %cst_1_i64_16 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_17 = constant <i64: 1> : tile<1xi64>
  %cst_1_i64_18 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_19 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_20 = constant <i64: 1> : tile<256xi64>
  %cst_1_i64_21 = constant <i64: 1> : tile<256xi64>
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
  %cst_256_i32_31 = constant <i32: 256> : tile<i32>
  %cst_f32 = constant <f32: 9.99999974E-6> : tile<f32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %cst_256_i32_32 = constant <i32: 256> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %reshape = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %cst_0_f32_33 = constant <f32: 0.000000e+00> : tile<256xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %1 = iota : tile<256xi32>
  %2 = exti %bcast signed : tile<256xi32> -> tile<256xi64>
  %3 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_34 = reshape %3 : tile<i64> -> tile<1xi64>
  %bcast_35 = broadcast %reshape_34 : tile<1xi64> -> tile<256xi64>
  %4 = cmpi less_than %2, %bcast_35, unsigned : tile<256xi64> -> tile<256xi1>
  %5 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %reshape_36 = reshape %5 : tile<i64> -> tile<1xi64>
  %bcast_37 = broadcast %reshape_36 : tile<1xi64> -> tile<256xi64>
  %6 = muli %2, %bcast_37 : tile<256xi64>
  %7 = exti %assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_38 = reshape %7 : tile<i64> -> tile<1xi64>
  %bcast_39 = broadcast %reshape_38 : tile<1xi64> -> tile<256xi64>
  %reshape_40 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_41 = broadcast %reshape_40 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_42 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_43 = reshape %cst_0_f32_42 : tile<f32> -> tile<1xf32>
  %bcast_44 = broadcast %reshape_43 : tile<1xf32> -> tile<256xf32>
  %for = for %loopIdx in (%cst_0_i32 to %cst_256_i32_31, step %cst_256_i32_32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_33) -> (tile<256xf32>) {
    %reshape_115 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_116 = broadcast %reshape_115 : tile<1xi32> -> tile<256xi32>
    %46 = addi %bcast_116, %1 : tile<256xi32>
    %47 = exti %46 signed : tile<256xi32> -> tile<256xi64>
    %48 = cmpi less_than %47, %bcast_39, unsigned : tile<256xi64> -> tile<256xi1>
    %49 = andi %4, %48 : tile<256xi1>
    %50 = muli %47, %cst_1_i64 : tile<256xi64>
    %51 = addi %6, %50 : tile<256xi64>
    %52 = offset %bcast_41, %51 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result, %result_token = load_ptr_tko weak %52, %49, %bcast_44 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %53 = addf %iterArg0, %result  : tile<256xf32>
    continue %53 : tile<256xf32>
  }
  %reduce = reduce %for dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %46 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %46 : tile<f32>
  }
  %cst_256_f32 = constant <f32: 2.560000e+02> : tile<f32>
  %8 = divf %reduce, %cst_256_f32  : tile<f32>
  %cst_0_f32_45 = constant <f32: 0.000000e+00> : tile<256xf32>
  %cst_0_i32_46 = constant <i32: 0> : tile<i32>
  %9 = iota : tile<256xi32>
  %10 = exti %bcast signed : tile<256xi32> -> tile<256xi64>
  %11 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_47 = reshape %11 : tile<i64> -> tile<1xi64>
  %bcast_48 = broadcast %reshape_47 : tile<1xi64> -> tile<256xi64>
  %12 = cmpi less_than %10, %bcast_48, unsigned : tile<256xi64> -> tile<256xi1>
  %13 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %reshape_49 = reshape %13 : tile<i64> -> tile<1xi64>
  %bcast_50 = broadcast %reshape_49 : tile<1xi64> -> tile<256xi64>
  %14 = muli %10, %bcast_50 : tile<256xi64>
  %15 = exti %assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_51 = reshape %15 : tile<i64> -> tile<1xi64>
  %bcast_52 = broadcast %reshape_51 : tile<1xi64> -> tile<256xi64>
  %reshape_53 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_54 = broadcast %reshape_53 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_55 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_56 = reshape %cst_0_f32_55 : tile<f32> -> tile<1xf32>
  %bcast_57 = broadcast %reshape_56 : tile<1xf32> -> tile<256xf32>
  %reshape_58 = reshape %8 : tile<f32> -> tile<1xf32>
  %bcast_59 = broadcast %reshape_58 : tile<1xf32> -> tile<256xf32>
  %cst_0_f32_60 = constant <f32: 0.000000e+00> : tile<256xf32>
  %for_61 = for %loopIdx in (%cst_0_i32_46 to %cst_256_i32_31, step %cst_256_i32_32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_45) -> (tile<256xf32>) {
    %reshape_115 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_116 = broadcast %reshape_115 : tile<1xi32> -> tile<256xi32>
    %46 = addi %bcast_116, %9 : tile<256xi32>
    %47 = exti %46 signed : tile<256xi32> -> tile<256xi64>
    %48 = cmpi less_than %47, %bcast_52, unsigned : tile<256xi64> -> tile<256xi1>
    %49 = andi %12, %48 : tile<256xi1>
    %50 = muli %47, %cst_1_i64_15 : tile<256xi64>
    %51 = addi %14, %50 : tile<256xi64>
    %52 = offset %bcast_54, %51 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result, %result_token = load_ptr_tko weak %52, %49, %bcast_57 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %53 = cmpi less_than %46, %cst_256_i32, signed : tile<256xi32> -> tile<256xi1>
    %54 = subf %result, %bcast_59  : tile<256xf32>
    %55 = select %53, %54, %cst_0_f32_60 : tile<256xi1>, tile<256xf32>
    %56 = fma %55, %55, %iterArg0  : tile<256xf32>
    continue %56 : tile<256xf32>
  }
  %reduce_62 = reduce %for_61 dim=0 identities=[0.000000e+00 : f32] : tile<256xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %46 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %46 : tile<f32>
  }
  %cst_256_f32_63 = constant <f32: 2.560000e+02> : tile<f32>
  %16 = divf %reduce_62, %cst_256_f32_63  : tile<f32>
  %17 = addf %16, %cst_f32  : tile<f32>
  %18 = rsqrt %17 : tile<f32>
  %reshape_64 = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %reshape_65 = reshape %8 : tile<f32> -> tile<1xf32>
  %19 = exti %reshape_64 signed : tile<1xi32> -> tile<1xi64>
  %20 = exti %assume_assume_29 signed : tile<i32> -> tile<i64>
  %reshape_66 = reshape %20 : tile<i64> -> tile<1xi64>
  %21 = cmpi less_than %19, %reshape_66, unsigned : tile<1xi64> -> tile<1xi1>
  %22 = muli %19, %cst_1_i64_16 : tile<1xi64>
  %reshape_67 = reshape %assume_11 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %23 = offset %reshape_67, %22 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %assume_68 = assume div_by<4>, %23 : tile<1xptr<f32>>
  %24 = store_ptr_tko weak %assume_68, %reshape_65, %21 token=%0 : tile<1xptr<f32>>, tile<1xf32>, tile<1xi1> -> token
  %reshape_69 = reshape %blockId_x : tile<i32> -> tile<1xi32>
  %reshape_70 = reshape %18 : tile<f32> -> tile<1xf32>
  %25 = exti %reshape_69 signed : tile<1xi32> -> tile<1xi64>
  %26 = exti %assume_assume_30 signed : tile<i32> -> tile<i64>
  %reshape_71 = reshape %26 : tile<i64> -> tile<1xi64>
  %27 = cmpi less_than %25, %reshape_71, unsigned : tile<1xi64> -> tile<1xi1>
  %28 = muli %25, %cst_1_i64_17 : tile<1xi64>
  %reshape_72 = reshape %assume_13 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %29 = offset %reshape_72, %28 : tile<1xptr<f32>>, tile<1xi64> -> tile<1xptr<f32>>
  %assume_73 = assume div_by<4>, %29 : tile<1xptr<f32>>
  %30 = store_ptr_tko weak %assume_73, %reshape_70, %27 token=%0 : tile<1xptr<f32>>, tile<1xf32>, tile<1xi1> -> token
  %cst_0_i32_74 = constant <i32: 0> : tile<i32>
  %31 = iota : tile<256xi32>
  %32 = exti %assume_assume_27 signed : tile<i32> -> tile<i64>
  %reshape_75 = reshape %32 : tile<i64> -> tile<1xi64>
  %bcast_76 = broadcast %reshape_75 : tile<1xi64> -> tile<256xi64>
  %reshape_77 = reshape %assume_7 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_78 = broadcast %reshape_77 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_79 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_80 = reshape %cst_0_f32_79 : tile<f32> -> tile<1xf32>
  %bcast_81 = broadcast %reshape_80 : tile<1xf32> -> tile<256xf32>
  %reshape_82 = reshape %cst_0_f32 : tile<f32> -> tile<1xf32>
  %bcast_83 = broadcast %reshape_82 : tile<1xf32> -> tile<256xf32>
  %33 = exti %assume_assume_28 signed : tile<i32> -> tile<i64>
  %reshape_84 = reshape %33 : tile<i64> -> tile<1xi64>
  %bcast_85 = broadcast %reshape_84 : tile<1xi64> -> tile<256xi64>
  %reshape_86 = reshape %assume_9 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_87 = broadcast %reshape_86 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_88 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_89 = reshape %cst_0_f32_88 : tile<f32> -> tile<1xf32>
  %bcast_90 = broadcast %reshape_89 : tile<1xf32> -> tile<256xf32>
  %34 = exti %bcast signed : tile<256xi32> -> tile<256xi64>
  %35 = exti %assume_assume signed : tile<i32> -> tile<i64>
  %reshape_91 = reshape %35 : tile<i64> -> tile<1xi64>
  %bcast_92 = broadcast %reshape_91 : tile<1xi64> -> tile<256xi64>
  %36 = cmpi less_than %34, %bcast_92, unsigned : tile<256xi64> -> tile<256xi1>
  %37 = exti %assume_assume_23 signed : tile<i32> -> tile<i64>
  %reshape_93 = reshape %37 : tile<i64> -> tile<1xi64>
  %bcast_94 = broadcast %reshape_93 : tile<1xi64> -> tile<256xi64>
  %38 = muli %34, %bcast_94 : tile<256xi64>
  %39 = exti %assume_assume_22 signed : tile<i32> -> tile<i64>
  %reshape_95 = reshape %39 : tile<i64> -> tile<1xi64>
  %bcast_96 = broadcast %reshape_95 : tile<1xi64> -> tile<256xi64>
  %reshape_97 = reshape %assume : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_98 = broadcast %reshape_97 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %cst_0_f32_99 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_100 = reshape %cst_0_f32_99 : tile<f32> -> tile<1xf32>
  %bcast_101 = broadcast %reshape_100 : tile<1xf32> -> tile<256xf32>
  %reshape_102 = reshape %8 : tile<f32> -> tile<1xf32>
  %bcast_103 = broadcast %reshape_102 : tile<1xf32> -> tile<256xf32>
  %reshape_104 = reshape %18 : tile<f32> -> tile<1xf32>
  %bcast_105 = broadcast %reshape_104 : tile<1xf32> -> tile<256xf32>
  %40 = exti %bcast signed : tile<256xi32> -> tile<256xi64>
  %41 = exti %assume_assume_24 signed : tile<i32> -> tile<i64>
  %reshape_106 = reshape %41 : tile<i64> -> tile<1xi64>
  %bcast_107 = broadcast %reshape_106 : tile<1xi64> -> tile<256xi64>
  %42 = cmpi less_than %40, %bcast_107, unsigned : tile<256xi64> -> tile<256xi1>
  %43 = exti %assume_assume_26 signed : tile<i32> -> tile<i64>
  %reshape_108 = reshape %43 : tile<i64> -> tile<1xi64>
  %bcast_109 = broadcast %reshape_108 : tile<1xi64> -> tile<256xi64>
  %44 = muli %40, %bcast_109 : tile<256xi64>
  %45 = exti %assume_assume_25 signed : tile<i32> -> tile<i64>
  %reshape_110 = reshape %45 : tile<i64> -> tile<1xi64>
  %bcast_111 = broadcast %reshape_110 : tile<1xi64> -> tile<256xi64>
  %reshape_112 = reshape %assume_3 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_113 = broadcast %reshape_112 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %for_114 = for %loopIdx in (%cst_0_i32_74 to %cst_256_i32_31, step %cst_256_i32_32) : tile<i32> iter_values(%iterArg0 = %0) -> (token) {
    %reshape_115 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_116 = broadcast %reshape_115 : tile<1xi32> -> tile<256xi32>
    %46 = addi %bcast_116, %31 : tile<256xi32>
    %47 = exti %46 signed : tile<256xi32> -> tile<256xi64>
    %48 = cmpi less_than %47, %bcast_76, unsigned : tile<256xi64> -> tile<256xi1>
    %49 = muli %47, %cst_1_i64_18 : tile<256xi64>
    %50 = offset %bcast_78, %49 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result, %result_token = load_ptr_tko weak %50, %48, %bcast_81 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %51 = addf %result, %bcast_83  : tile<256xf32>
    %52 = exti %46 signed : tile<256xi32> -> tile<256xi64>
    %53 = cmpi less_than %52, %bcast_85, unsigned : tile<256xi64> -> tile<256xi1>
    %54 = muli %52, %cst_1_i64_19 : tile<256xi64>
    %55 = offset %bcast_87, %54 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result_117, %result_token_118 = load_ptr_tko weak %55, %53, %bcast_90 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %56 = exti %46 signed : tile<256xi32> -> tile<256xi64>
    %57 = cmpi less_than %56, %bcast_96, unsigned : tile<256xi64> -> tile<256xi1>
    %58 = andi %36, %57 : tile<256xi1>
    %59 = muli %56, %cst_1_i64_20 : tile<256xi64>
    %60 = addi %38, %59 : tile<256xi64>
    %61 = offset %bcast_98, %60 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %result_119, %result_token_120 = load_ptr_tko weak %61, %58, %bcast_101 token=%0 : tile<256xptr<f32>>, tile<256xi1>, tile<256xf32> -> tile<256xf32>, token
    %62 = subf %result_119, %bcast_103  : tile<256xf32>
    %63 = mulf %62, %bcast_105  : tile<256xf32>
    %64 = fma %63, %51, %result_117  : tile<256xf32>
    %65 = exti %46 signed : tile<256xi32> -> tile<256xi64>
    %66 = cmpi less_than %65, %bcast_111, unsigned : tile<256xi64> -> tile<256xi1>
    %67 = andi %42, %66 : tile<256xi1>
    %68 = muli %65, %cst_1_i64_21 : tile<256xi64>
    %69 = addi %44, %68 : tile<256xi64>
    %70 = offset %bcast_113, %69 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
    %71 = store_ptr_tko weak %70, %64, %67 token=%iterArg0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
    continue %71 : token
  }
  return
}
