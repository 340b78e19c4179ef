entry @_gemma_fmha_kernel_Kt2_A4f32_1s1_7v4l0_8t1_ci16_p16_A4f32_1s1_7v4l0_8t1_ci16_p16_A4f32_1s1_7v4l0_8t1_ci16_p16_A4f32_1s1_7v4l0_8t1_ci16_p16_Sf32_I1_I8_I128_I128_I64_I128_I128_I1_I1_I64_F4024000000000000_B1_B1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<4>, %arg5 : tile<i32>
  %assume_3 = assume div_by<4>, %arg6 : tile<i32>
  %assume_4 = assume div_by<4>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_6 = assume div_by<16>, %arg12 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<4>, %arg14 : tile<i32>
  %assume_9 = assume div_by<4>, %arg15 : tile<i32>
  %assume_10 = assume div_by<4>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %assume_12 = assume div_by<16>, %arg21 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<4>, %arg23 : tile<i32>
  %assume_15 = assume div_by<4>, %arg24 : tile<i32>
  %assume_16 = assume div_by<4>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<f32>>
  %assume_18 = assume div_by<16>, %arg30 : tile<i32>
  %assume_19 = assume div_by<16>, %arg31 : tile<i32>
  %assume_20 = assume div_by<4>, %arg32 : tile<i32>
  %assume_21 = assume div_by<4>, %arg33 : tile<i32>
  %assume_22 = assume div_by<4>, %arg34 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_-64_i32 = constant <i32: -64> : tile<128x128xi32>
  %cst_64_i32 = constant <i32: 64> : tile<128x128xi32>
  %assume_30 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_34 = assume div_by<4>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_36 = assume div_by<4>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_38 = assume div_by<4>, %assume_assume_37 : tile<i32>
  %assume_assume_assume_assume = assume div_by<4>, %assume_assume_assume_34 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_30, %assume_assume_assume, %assume_assume_assume_32], strides = [%assume_assume_assume_assume, %assume_assume_assume_36, %assume_assume_assume_38, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_39 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_45 = assume div_by<4>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_47 = assume div_by<4>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_49 = assume div_by<4>, %assume_assume_48 : tile<i32>
  %assume_assume_assume_assume_50 = assume div_by<4>, %assume_assume_assume_45 : tile<i32>
  %tview_51 = make_tensor_view %assume_5, shape = [1, %assume_39, %assume_assume_assume_41, %assume_assume_assume_43], strides = [%assume_assume_assume_assume_50, %assume_assume_assume_47, %assume_assume_assume_49, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_52 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_58 = assume div_by<4>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_60 = assume div_by<4>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_62 = assume div_by<4>, %assume_assume_61 : tile<i32>
  %assume_assume_assume_assume_63 = assume div_by<4>, %assume_assume_assume_58 : tile<i32>
  %tview_64 = make_tensor_view %assume_11, shape = [1, %assume_52, %assume_assume_assume_54, %assume_assume_assume_56], strides = [%assume_assume_assume_assume_63, %assume_assume_assume_60, %assume_assume_assume_62, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_65 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_67 = assume div_by<16>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_69 = assume div_by<16>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_71 = assume div_by<4>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_73 = assume div_by<4>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_75 = assume div_by<4>, %assume_assume_74 : tile<i32>
  %assume_assume_assume_assume_76 = assume div_by<4>, %assume_assume_assume_71 : tile<i32>
  %tview_77 = make_tensor_view %assume_17, shape = [1, %assume_65, %assume_assume_assume_67, %assume_assume_assume_69], strides = [%assume_assume_assume_assume_76, %assume_assume_assume_73, %assume_assume_assume_75, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_78 = constant <i32: 128> : tile<i32>
  %cst_64_i32_79 = constant <i32: 64> : tile<i32>
  %cst_10_f32 = constant <f32: 1.000000e+01> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_80, %blockId_y_81, %blockId_z_82 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_81, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_81, %cst_8_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_8_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %10 = iota : tile<128xi32>
  %reshape = reshape %9 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
  %11 = addi %bcast, %10 : tile<128xi32>
  %12 = iota : tile<128xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<128xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x64xf32>
  %cst_0_i32_83 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_83] token = %0 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf32>, token
  %reshape_84 = reshape %tile : tile<1x1x128x64xf32> -> tile<128x64xf32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %13 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %14 = subi %13, %cst_64_i32_79 : tile<i32>
  %15 = maxi %cst_0_i32_85, %14 signed : tile<i32>
  %16 = divi %15, %cst_128_i32_78 signed rounding<negative_inf> : tile<i32>
  %17 = muli %16, %cst_128_i32_78 : tile<i32>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %18 = addi %blockId_x, %cst_1_i32_86 : tile<i32>
  %19 = muli %18, %cst_128_i32 : tile<i32>
  %20 = addi %19, %cst_64_i32_79 : tile<i32>
  %21 = mini %assume_assume_assume_41, %20 signed : tile<i32>
  %22 = divi %17, %cst_128_i32_78 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %pview_88 = make_partition_view %tview_51 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_f32_89 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %reshape_90 = reshape %arg36 : tile<f32> -> tile<1x1xf32>
  %bcast_91 = broadcast %reshape_90 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_92 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_93 = broadcast %reshape_92 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_94 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_95 = broadcast %reshape_94 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_96 = reshape %12 : tile<128xi32> -> tile<1x128xi32>
  %reshape_97 = reshape %11 : tile<128xi32> -> tile<128x1xi32>
  %bcast_98 = broadcast %reshape_97 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_99 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_100 = reshape %cst_f32_99 : tile<f32> -> tile<1x1xf32>
  %bcast_101 = broadcast %reshape_100 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_f32_102 = constant <f32: 1.44269502> : tile<f32>
  %reshape_103 = reshape %cst_f32_102 : tile<f32> -> tile<1xf32>
  %bcast_104 = broadcast %reshape_103 : tile<1xf32> -> tile<128xf32>
  %cst_f32_105 = constant <f32: 1.44269502> : tile<f32>
  %reshape_106 = reshape %cst_f32_105 : tile<f32> -> tile<1x1xf32>
  %bcast_107 = broadcast %reshape_106 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_0_i32_108 = constant <i32: 0> : tile<i32>
  %pview_109 = make_partition_view %tview_64 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_1_i32_110 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%17 to %21, step %cst_128_i32_78) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %22, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32) -> (tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>) {
    %tile_116, %result_token_117 = load_view_tko weak %pview_88[%1, %8, %iterArg1, %cst_0_i32_87] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf32>, token
    %reshape_118 = reshape %tile_116 : tile<1x1x128x64xf32> -> tile<128x64xf32>
    %25 = permute %reshape_118 [1, 0] : tile<128x64xf32> -> tile<64x128xf32>
    %26 = mmaf %reshape_84, %25, %cst_0_f32_89 : tile<128x64xf32>, tile<64x128xf32>, tile<128x128xf32>
    %27 = mulf %26, %bcast_91  : tile<128x128xf32>
    %28 = divf %27, %bcast_93 rounding<approx> flush_to_zero : tile<128x128xf32>
    %29 = tanh %28 rounding<approx> : tile<128x128xf32>
    %30 = mulf %29, %bcast_95  : tile<128x128xf32>
    %reshape_119 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_120 = broadcast %reshape_119 : tile<1x1xi32> -> tile<1x128xi32>
    %31 = addi %bcast_120, %reshape_96 : tile<1x128xi32>
    %bcast_121 = broadcast %31 : tile<1x128xi32> -> tile<128x128xi32>
    %32 = subi %bcast_121, %bcast_98 : tile<128x128xi32>
    %33 = cmpi greater_than_or_equal %32, %cst_-64_i32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %34 = cmpi less_than_or_equal %32, %cst_64_i32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %35 = andi %33, %34 : tile<128x128xi1>
    %36 = select %35, %30, %bcast_101 : tile<128x128xi1>, tile<128x128xf32>
    %reduce = reduce %36 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %48 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %48 : tile<f32>
    }
    %37 = mulf %reduce, %bcast_104  : tile<128xf32>
    %38 = maxf %iterArg3, %37 : tile<128xf32>
    %reshape_122 = reshape %38 : tile<128xf32> -> tile<128x1xf32>
    %bcast_123 = broadcast %reshape_122 : tile<128x1xf32> -> tile<128x128xf32>
    %39 = negf %bcast_123 : tile<128x128xf32>
    %40 = fma %36, %bcast_107, %39  : tile<128x128xf32>
    %41 = exp2 %40 flush_to_zero : tile<128x128xf32>
    %reduce_124 = reduce %41 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %48 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %48 : tile<f32>
    }
    %42 = subf %iterArg3, %38  : tile<128xf32>
    %43 = exp2 %42 flush_to_zero : tile<128xf32>
    %44 = fma %iterArg2, %43, %reduce_124  : tile<128xf32>
    %reshape_125 = reshape %43 : tile<128xf32> -> tile<128x1xf32>
    %bcast_126 = broadcast %reshape_125 : tile<128x1xf32> -> tile<128x64xf32>
    %45 = mulf %iterArg0, %bcast_126  : tile<128x64xf32>
    %tile_127, %result_token_128 = load_view_tko weak %pview_109[%1, %8, %iterArg1, %cst_0_i32_108] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf32>, token
    %reshape_129 = reshape %tile_127 : tile<1x1x128x64xf32> -> tile<128x64xf32>
    %46 = mmaf %41, %reshape_129, %45 : tile<128x128xf32>, tile<128x64xf32>, tile<128x64xf32>
    %47 = addi %iterArg1, %cst_1_i32_110 : tile<i32>
    continue %46, %47, %44, %38 : tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>
  }
  %reshape_111 = reshape %for#2 : tile<128xf32> -> tile<128x1xf32>
  %bcast_112 = broadcast %reshape_111 : tile<128x1xf32> -> tile<128x64xf32>
  %23 = divf %for#0, %bcast_112 rounding<approx> flush_to_zero : tile<128x64xf32>
  %reshape_113 = reshape %23 : tile<128x64xf32> -> tile<1x1x128x64xf32>
  %cst_0_i32_114 = constant <i32: 0> : tile<i32>
  %pview_115 = make_partition_view %tview_77 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %24 = store_view_tko weak %reshape_113, %pview_115[%1, %8, %blockId_x, %cst_0_i32_114] token = %0 : tile<1x1x128x64xf32>, partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
