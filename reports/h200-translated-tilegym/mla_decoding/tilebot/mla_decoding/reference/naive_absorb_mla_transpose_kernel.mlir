entry @_naive_absorb_mla_transpose_kernel_Kt2_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A2f32_1s1v4l0_2i16t1_p16_Sf32_I512_I16_I64_I64_I1024_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<ptr<f32>>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<8>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %assume_5 = assume div_by<16>, %arg9 : tile<i32>
  %assume_6 = assume div_by<16>, %arg10 : tile<i32>
  %assume_7 = assume div_by<8>, %arg11 : tile<i32>
  %assume_8 = assume div_by<8>, %arg12 : tile<i32>
  %assume_9 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %assume_10 = assume div_by<16>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg17 : tile<i32>
  %assume_12 = assume div_by<8>, %arg18 : tile<i32>
  %assume_13 = assume div_by<8>, %arg19 : tile<i32>
  %assume_14 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %assume_15 = assume div_by<16>, %arg23 : tile<i32>
  %assume_16 = assume div_by<16>, %arg24 : tile<i32>
  %assume_17 = assume div_by<8>, %arg25 : tile<i32>
  %assume_18 = assume div_by<8>, %arg26 : tile<i32>
  %assume_19 = assume div_by<16>, %arg28 : tile<ptr<f16>>
  %assume_20 = assume div_by<16>, %arg30 : tile<i32>
  %assume_21 = assume div_by<16>, %arg31 : tile<i32>
  %assume_22 = assume div_by<8>, %arg32 : tile<i32>
  %assume_23 = assume div_by<8>, %arg33 : tile<i32>
  %assume_24 = assume div_by<16>, %arg35 : tile<ptr<f16>>
  %assume_25 = assume div_by<16>, %arg37 : tile<i32>
  %assume_26 = assume div_by<16>, %arg38 : tile<i32>
  %assume_27 = assume div_by<8>, %arg39 : tile<i32>
  %assume_28 = assume div_by<8>, %arg40 : tile<i32>
  %assume_29 = assume div_by<16>, %arg42 : tile<ptr<f32>>
  %assume_30 = assume div_by<16>, %arg44 : tile<i32>
  %assume_31 = assume div_by<4>, %arg45 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_1_i32_37 = constant <i32: 1> : tile<i32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_1_i32_44 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_45 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_46 = assume div_by<16>, %assume_assume_45 : tile<i32>
  %assume_assume_47 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_48 = assume div_by<8>, %assume_assume_47 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_50 = assume div_by<8>, %assume_assume_49 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_48 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_46], strides = [%assume_assume_assume_assume, %assume_assume_assume_50, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_51 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_52 = assume div_by<16>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_56 = assume div_by<8>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_assume_assume_59 = assume div_by<8>, %assume_assume_assume_56 : tile<i32>
  %tview_60 = make_tensor_view %assume_4, shape = [1, %assume_assume_assume_52, %assume_assume_assume_54], strides = [%assume_assume_assume_assume_59, %assume_assume_assume_58, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_61 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_62 = assume div_by<16>, %assume_assume_61 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_64 = assume div_by<16>, %assume_assume_63 : tile<i32>
  %assume_assume_65 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_66 = assume div_by<8>, %assume_assume_65 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_68 = assume div_by<8>, %assume_assume_67 : tile<i32>
  %assume_assume_assume_assume_69 = assume div_by<8>, %assume_assume_assume_66 : tile<i32>
  %tview_70 = make_tensor_view %assume_9, shape = [1, %assume_assume_assume_62, %assume_assume_assume_64], strides = [%assume_assume_assume_assume_69, %assume_assume_assume_68, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_71 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_72 = assume div_by<16>, %assume_assume_71 : tile<i32>
  %assume_assume_73 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_74 = assume div_by<16>, %assume_assume_73 : tile<i32>
  %assume_assume_75 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_76 = assume div_by<8>, %assume_assume_75 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_78 = assume div_by<8>, %assume_assume_77 : tile<i32>
  %assume_assume_assume_assume_79 = assume div_by<8>, %assume_assume_assume_76 : tile<i32>
  %tview_80 = make_tensor_view %assume_14, shape = [1, %assume_assume_assume_72, %assume_assume_assume_74], strides = [%assume_assume_assume_assume_79, %assume_assume_assume_78, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_81 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_82 = assume div_by<16>, %assume_assume_81 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_84 = assume div_by<16>, %assume_assume_83 : tile<i32>
  %assume_assume_85 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_86 = assume div_by<8>, %assume_assume_85 : tile<i32>
  %assume_assume_87 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_88 = assume div_by<8>, %assume_assume_87 : tile<i32>
  %assume_assume_assume_assume_89 = assume div_by<8>, %assume_assume_assume_86 : tile<i32>
  %tview_90 = make_tensor_view %assume_19, shape = [1, %assume_assume_assume_82, %assume_assume_assume_84], strides = [%assume_assume_assume_assume_89, %assume_assume_assume_88, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_91 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_92 = assume div_by<16>, %assume_assume_91 : tile<i32>
  %assume_assume_93 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_94 = assume div_by<16>, %assume_assume_93 : tile<i32>
  %assume_assume_95 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_96 = assume div_by<8>, %assume_assume_95 : tile<i32>
  %assume_assume_97 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_98 = assume div_by<8>, %assume_assume_97 : tile<i32>
  %assume_assume_assume_assume_99 = assume div_by<8>, %assume_assume_assume_96 : tile<i32>
  %tview_100 = make_tensor_view %assume_24, shape = [1, %assume_assume_assume_92, %assume_assume_assume_94], strides = [%assume_assume_assume_assume_99, %assume_assume_assume_98, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_101 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_102 = assume div_by<16>, %assume_assume_101 : tile<i32>
  %assume_assume_103 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_104 = assume div_by<4>, %assume_assume_103 : tile<i32>
  %assume_assume_assume_assume_105 = assume div_by<4>, %assume_assume_assume_104 : tile<i32>
  %tview_106 = make_tensor_view %assume_29, shape = [1, %assume_assume_assume_102], strides = [%assume_assume_assume_assume_105, 1] : tile<i32> -> tensor_view<1x?xf32, strides=[?,1]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_107, %blockId_y_108, %blockId_z_109 = get_tile_block_id : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %1 = mulf %arg47, %cst_f32  : tile<f32>
  %cst_f32_110 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<64x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %tile, %result_token = load_view_tko weak %pview[%blockId_y_108, %cst_0_i32, %blockId_x] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x512x16), tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_0_i32_111 = constant <i32: 0> : tile<i32>
  %pview_112 = make_partition_view %tview_60 : partition_view<tile=(1x64x16), tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %tile_113, %result_token_114 = load_view_tko weak %pview_112[%blockId_y_108, %cst_0_i32_111, %blockId_x] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x64x16), tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %reshape_115 = reshape %tile_113 : tile<1x64x16xf16> -> tile<64x16xf16>
  %cst_0_i32_116 = constant <i32: 0> : tile<i32>
  %cst_0_i32_117 = constant <i32: 0> : tile<i32>
  %cst_0_i32_118 = constant <i32: 0> : tile<i32>
  %pview_119 = make_partition_view %tview_70 : partition_view<tile=(1x64x512), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %cst_0_f32_120 = constant <f32: 0.000000e+00> : tile<64x16xf32>
  %cst_0_i32_121 = constant <i32: 0> : tile<i32>
  %pview_122 = make_partition_view %tview_90 : partition_view<tile=(1x64x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %reshape_123 = reshape %1 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_123 : tile<1xf32> -> tile<16xf32>
  %reshape_124 = reshape %1 : tile<f32> -> tile<1x1xf32>
  %bcast_125 = broadcast %reshape_124 : tile<1x1xf32> -> tile<64x16xf32>
  %cst_0_i32_126 = constant <i32: 0> : tile<i32>
  %pview_127 = make_partition_view %tview_80 : partition_view<tile=(64x1x512), tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%cst_0_i32_117 to %cst_1024_i32, step %cst_64_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32_116, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_110) -> (tile<512x16xf32>, tile<i32>, tile<64x16xf32>, tile<16xf32>) {
    %tile_136, %result_token_137 = load_view_tko weak %pview_119[%blockId_y_108, %iterArg1, %cst_0_i32_118] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x64x512), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x512xf16>, token
    %reshape_138 = reshape %tile_136 : tile<1x64x512xf16> -> tile<64x512xf16>
    %9 = mmaf %reshape_138, %reshape, %cst_0_f32_120 : tile<64x512xf16>, tile<512x16xf16>, tile<64x16xf32>
    %tile_139, %result_token_140 = load_view_tko weak %pview_122[%blockId_y_108, %iterArg1, %cst_0_i32_121] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x64x64), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
    %reshape_141 = reshape %tile_139 : tile<1x64x64xf16> -> tile<64x64xf16>
    %10 = mmaf %reshape_141, %reshape_115, %9 : tile<64x64xf16>, tile<64x16xf16>, tile<64x16xf32>
    %reduce_142 = reduce %10 dim=0 identities=[0xFF800000 : f32] : tile<64x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %24 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %24 : tile<f32>
    }
    %11 = mulf %reduce_142, %bcast  : tile<16xf32>
    %12 = maxf %iterArg3, %11 : tile<16xf32>
    %reshape_143 = reshape %12 : tile<16xf32> -> tile<1x16xf32>
    %bcast_144 = broadcast %reshape_143 : tile<1x16xf32> -> tile<64x16xf32>
    %13 = negf %bcast_144 : tile<64x16xf32>
    %14 = fma %10, %bcast_125, %13  : tile<64x16xf32>
    %15 = exp2 %14 : tile<64x16xf32>
    %16 = subf %iterArg3, %12  : tile<16xf32>
    %17 = exp2 %16 : tile<16xf32>
    %reshape_145 = reshape %17 : tile<16xf32> -> tile<1x16xf32>
    %bcast_146 = broadcast %reshape_145 : tile<1x16xf32> -> tile<64x16xf32>
    %18 = fma %iterArg2, %bcast_146, %15  : tile<64x16xf32>
    %reshape_147 = reshape %17 : tile<16xf32> -> tile<1x16xf32>
    %bcast_148 = broadcast %reshape_147 : tile<1x16xf32> -> tile<512x16xf32>
    %19 = mulf %iterArg0, %bcast_148  : tile<512x16xf32>
    %tile_149, %result_token_150 = load_view_tko weak %pview_127[%iterArg1, %blockId_y_108, %cst_0_i32_126] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(64x1x512), tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<64x1x512xf16>, token
    %reshape_151 = reshape %tile_149 : tile<64x1x512xf16> -> tile<64x512xf16>
    %20 = permute %reshape_151 [1, 0] : tile<64x512xf16> -> tile<512x64xf16>
    %21 = ftof %15  : tile<64x16xf32> -> tile<64x16xf16>
    %22 = mmaf %20, %21, %19 : tile<512x64xf16>, tile<64x16xf16>, tile<512x16xf32>
    %23 = addi %iterArg1, %cst_1_i32_128 : tile<i32>
    continue %22, %23, %18, %12 : tile<512x16xf32>, tile<i32>, tile<64x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<64x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %9 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %9 : tile<f32>
  }
  %reshape_129 = reshape %reduce : tile<16xf32> -> tile<1x16xf32>
  %bcast_130 = broadcast %reshape_129 : tile<1x16xf32> -> tile<512x16xf32>
  %2 = divf %for#0, %bcast_130 rounding<approx> flush_to_zero : tile<512x16xf32>
  %3 = log2 %reduce : tile<16xf32>
  %4 = addf %for#3, %3  : tile<16xf32>
  %reshape_131 = reshape %4 : tile<16xf32> -> tile<1x16xf32>
  %pview_132 = make_partition_view %tview_106 : partition_view<tile=(1x16), tensor_view<1x?xf32, strides=[?,1]>>
  %5 = store_view_tko weak %reshape_131, %pview_132[%blockId_y_108, %blockId_x] token = %0 optimization_hints = <default = {}> : tile<1x16xf32>, partition_view<tile=(1x16), tensor_view<1x?xf32, strides=[?,1]>>, tile<i32> -> token
  %6 = ftof %2  : tile<512x16xf32> -> tile<512x16xf16>
  %7 = permute %6 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %reshape_133 = reshape %7 : tile<16x512xf16> -> tile<1x16x512xf16>
  %cst_0_i32_134 = constant <i32: 0> : tile<i32>
  %pview_135 = make_partition_view %tview_100 : partition_view<tile=(1x16x512), tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %8 = store_view_tko weak %reshape_133, %pview_135[%blockId_y_108, %blockId_x, %cst_0_i32_134] token = %0 optimization_hints = <default = {}> : tile<1x16x512xf16>, partition_view<tile=(1x16x512), tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
