entry @rope_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<f16>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_32_i32_0 = constant <i32: 32> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %0 = make_token : token
  %assume_11 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_11, shape = [%assume, %assume_assume, %assume_2, %assume_assume_4], strides = [%assume_assume_6, %assume_assume_8, %assume_assume_10, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_19 = assume div_by<16>, %assume_18 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_21 = assume div_by<16>, %assume_20 : tile<i32>
  %assume_22 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_23 = assume div_by<16>, %assume_22 : tile<i32>
  %1 = make_token : token
  %assume_24 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %tview_25 = make_tensor_view %assume_24, shape = [%assume_12, %assume_assume_14, %assume_15, %assume_assume_17], strides = [%assume_assume_19, %assume_assume_21, %assume_assume_23, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %assume_26 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_29 = assume div_by<16>, %assume_28 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_31 = assume div_by<16>, %assume_30 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_33 = assume div_by<16>, %assume_32 : tile<i32>
  %2 = make_token : token
  %assume_34 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %tview_35 = make_tensor_view %assume_34, shape = [%assume_26, %assume_27, %assume_assume_29], strides = [%assume_assume_31, %assume_assume_33, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_36 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg27 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_39 = assume div_by<16>, %assume_38 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_41 = assume div_by<16>, %assume_40 : tile<i32>
  %assume_42 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_43 = assume div_by<16>, %assume_42 : tile<i32>
  %3 = make_token : token
  %assume_44 = assume div_by<16>, %arg25 : tile<ptr<f16>>
  %tview_45 = make_tensor_view %assume_44, shape = [%assume_36, %assume_37, %assume_assume_39], strides = [%assume_assume_41, %assume_assume_43, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %cst_1_i32_46 = constant <i32: 1> : tile<i32>
  %cst_32_i32_47 = constant <i32: 32> : tile<i32>
  %cst_32_i32_48 = constant <i32: 32> : tile<i32>
  %cst_64_i32_49 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %4 = divi %assume_blockId_x, %cst_1_i32_46 signed rounding<negative_inf> : tile<i32>
  %5 = remi %assume_blockId_x, %cst_1_i32_46 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %6 = cmpi not_equal %5, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_50 = constant <i32: 0> : tile<i32>
  %7 = cmpi less_than %5, %cst_0_i32_50, signed : tile<i32> -> tile<i1>
  %cst_0_i32_51 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %8 = cmpi not_equal %7, %false, unsigned : tile<i1> -> tile<i1>
  %9 = andi %6, %8 : tile<i1>
  %10 = if %9 -> (tile<i32>) {
    %29 = addi %5, %cst_1_i32_46 : tile<i32>
    yield %29 : tile<i32>
  } else {
    yield %5 : tile<i32>
  }
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_52 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_53 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_35 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_0_i32_54 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%4, %10, %cst_0_i32_54] token = %2 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x64xf16>, token
  %cst_1_i32_55 = constant <i32: 1> : tile<i32>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %cst_64_i32_57 = constant <i32: 64> : tile<i32>
  %cst_1_i32_58 = constant <i32: 1> : tile<i32>
  %cst_64_i32_59 = constant <i32: 64> : tile<i32>
  %reshape = reshape %tile : tile<1x1x64xf16> -> tile<1x64xf16>
  %cst_-1_i32_60 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_61 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_62 = constant <i32: -1> : tile<i32>
  %pview_63 = make_partition_view %tview_45 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
  %cst_0_i32_64 = constant <i32: 0> : tile<i32>
  %tile_65, %result_token_66 = load_view_tko weak %pview_63[%4, %10, %cst_0_i32_64] token = %3 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x64xf16>, token
  %cst_1_i32_67 = constant <i32: 1> : tile<i32>
  %cst_1_i32_68 = constant <i32: 1> : tile<i32>
  %cst_64_i32_69 = constant <i32: 64> : tile<i32>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %cst_64_i32_71 = constant <i32: 64> : tile<i32>
  %reshape_72 = reshape %tile_65 : tile<1x1x64xf16> -> tile<1x64xf16>
  %cst_-1_i32_73 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_74 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_75 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_76 = constant <i32: -1> : tile<i32>
  %pview_77 = make_partition_view %tview : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_78 = constant <i32: 0> : tile<i32>
  %cst_0_i32_79 = constant <i32: 0> : tile<i32>
  %tile_80, %result_token_81 = load_view_tko weak %pview_77[%4, %cst_0_i32_78, %10, %cst_0_i32_79] token = %0 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %11 = join_tokens %0, %result_token_81 : token
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %cst_32_i32_83 = constant <i32: 32> : tile<i32>
  %cst_1_i32_84 = constant <i32: 1> : tile<i32>
  %cst_64_i32_85 = constant <i32: 64> : tile<i32>
  %cst_32_i32_86 = constant <i32: 32> : tile<i32>
  %cst_64_i32_87 = constant <i32: 64> : tile<i32>
  %reshape_88 = reshape %tile_80 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %cst_-1_i32_89 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_90 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_91 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_92 = constant <i32: -1> : tile<i32>
  %pview_93 = make_partition_view %tview : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_94 = constant <i32: 0> : tile<i32>
  %cst_1_i32_95 = constant <i32: 1> : tile<i32>
  %tile_96, %result_token_97 = load_view_tko weak %pview_93[%4, %cst_0_i32_94, %10, %cst_1_i32_95] token = %0 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %12 = join_tokens %11, %result_token_97 : token
  %cst_1_i32_98 = constant <i32: 1> : tile<i32>
  %cst_32_i32_99 = constant <i32: 32> : tile<i32>
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %cst_64_i32_101 = constant <i32: 64> : tile<i32>
  %cst_32_i32_102 = constant <i32: 32> : tile<i32>
  %cst_64_i32_103 = constant <i32: 64> : tile<i32>
  %reshape_104 = reshape %tile_96 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %cst_1_i32_105 = constant <i32: 1> : tile<i32>
  %cst_64_i32_106 = constant <i32: 64> : tile<i32>
  %cst_32_i32_107 = constant <i32: 32> : tile<i32>
  %cst_64_i32_108 = constant <i32: 64> : tile<i32>
  %bcast = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %13 = mulf %reshape_104, %bcast  : tile<32x64xf16>
  %cst_1_i32_109 = constant <i32: 1> : tile<i32>
  %cst_64_i32_110 = constant <i32: 64> : tile<i32>
  %cst_32_i32_111 = constant <i32: 32> : tile<i32>
  %cst_64_i32_112 = constant <i32: 64> : tile<i32>
  %bcast_113 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %14 = negf %13 : tile<32x64xf16>
  %15 = fma %reshape_88, %bcast_113, %14  : tile<32x64xf16>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %cst_64_i32_115 = constant <i32: 64> : tile<i32>
  %cst_32_i32_116 = constant <i32: 32> : tile<i32>
  %cst_64_i32_117 = constant <i32: 64> : tile<i32>
  %bcast_118 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %16 = mulf %reshape_88, %bcast_118  : tile<32x64xf16>
  %cst_1_i32_119 = constant <i32: 1> : tile<i32>
  %cst_64_i32_120 = constant <i32: 64> : tile<i32>
  %cst_32_i32_121 = constant <i32: 32> : tile<i32>
  %cst_64_i32_122 = constant <i32: 64> : tile<i32>
  %bcast_123 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %17 = fma %reshape_104, %bcast_123, %16  : tile<32x64xf16>
  %cst_32_i32_124 = constant <i32: 32> : tile<i32>
  %cst_64_i32_125 = constant <i32: 64> : tile<i32>
  %cst_1_i32_126 = constant <i32: 1> : tile<i32>
  %cst_32_i32_127 = constant <i32: 32> : tile<i32>
  %cst_1_i32_128 = constant <i32: 1> : tile<i32>
  %cst_64_i32_129 = constant <i32: 64> : tile<i32>
  %reshape_130 = reshape %15 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_131 = make_partition_view %tview : partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_132 = constant <i32: 0> : tile<i32>
  %cst_0_i32_133 = constant <i32: 0> : tile<i32>
  %18 = store_view_tko weak %reshape_130, %pview_131[%4, %cst_0_i32_132, %10, %cst_0_i32_133] token = %12 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_32_i32_134 = constant <i32: 32> : tile<i32>
  %cst_64_i32_135 = constant <i32: 64> : tile<i32>
  %cst_1_i32_136 = constant <i32: 1> : tile<i32>
  %cst_32_i32_137 = constant <i32: 32> : tile<i32>
  %cst_1_i32_138 = constant <i32: 1> : tile<i32>
  %cst_64_i32_139 = constant <i32: 64> : tile<i32>
  %reshape_140 = reshape %17 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_141 = make_partition_view %tview : partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_142 = constant <i32: 0> : tile<i32>
  %cst_1_i32_143 = constant <i32: 1> : tile<i32>
  %19 = store_view_tko weak %reshape_140, %pview_141[%4, %cst_0_i32_142, %10, %cst_1_i32_143] token = %18 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_-1_i32_144 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_145 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_146 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
  %pview_148 = make_partition_view %tview_25 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_149 = constant <i32: 0> : tile<i32>
  %cst_0_i32_150 = constant <i32: 0> : tile<i32>
  %tile_151, %result_token_152 = load_view_tko weak %pview_148[%4, %cst_0_i32_149, %10, %cst_0_i32_150] token = %1 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %20 = join_tokens %1, %result_token_152 : token
  %cst_1_i32_153 = constant <i32: 1> : tile<i32>
  %cst_32_i32_154 = constant <i32: 32> : tile<i32>
  %cst_1_i32_155 = constant <i32: 1> : tile<i32>
  %cst_64_i32_156 = constant <i32: 64> : tile<i32>
  %cst_32_i32_157 = constant <i32: 32> : tile<i32>
  %cst_64_i32_158 = constant <i32: 64> : tile<i32>
  %reshape_159 = reshape %tile_151 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %cst_-1_i32_160 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_161 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_162 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_163 = constant <i32: -1> : tile<i32>
  %pview_164 = make_partition_view %tview_25 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_165 = constant <i32: 0> : tile<i32>
  %cst_1_i32_166 = constant <i32: 1> : tile<i32>
  %tile_167, %result_token_168 = load_view_tko weak %pview_164[%4, %cst_0_i32_165, %10, %cst_1_i32_166] token = %1 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %21 = join_tokens %20, %result_token_168 : token
  %cst_1_i32_169 = constant <i32: 1> : tile<i32>
  %cst_32_i32_170 = constant <i32: 32> : tile<i32>
  %cst_1_i32_171 = constant <i32: 1> : tile<i32>
  %cst_64_i32_172 = constant <i32: 64> : tile<i32>
  %cst_32_i32_173 = constant <i32: 32> : tile<i32>
  %cst_64_i32_174 = constant <i32: 64> : tile<i32>
  %reshape_175 = reshape %tile_167 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %cst_1_i32_176 = constant <i32: 1> : tile<i32>
  %cst_64_i32_177 = constant <i32: 64> : tile<i32>
  %cst_32_i32_178 = constant <i32: 32> : tile<i32>
  %cst_64_i32_179 = constant <i32: 64> : tile<i32>
  %bcast_180 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %22 = mulf %reshape_175, %bcast_180  : tile<32x64xf16>
  %cst_1_i32_181 = constant <i32: 1> : tile<i32>
  %cst_64_i32_182 = constant <i32: 64> : tile<i32>
  %cst_32_i32_183 = constant <i32: 32> : tile<i32>
  %cst_64_i32_184 = constant <i32: 64> : tile<i32>
  %bcast_185 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %23 = negf %22 : tile<32x64xf16>
  %24 = fma %reshape_159, %bcast_185, %23  : tile<32x64xf16>
  %cst_1_i32_186 = constant <i32: 1> : tile<i32>
  %cst_64_i32_187 = constant <i32: 64> : tile<i32>
  %cst_32_i32_188 = constant <i32: 32> : tile<i32>
  %cst_64_i32_189 = constant <i32: 64> : tile<i32>
  %bcast_190 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %25 = mulf %reshape_159, %bcast_190  : tile<32x64xf16>
  %cst_1_i32_191 = constant <i32: 1> : tile<i32>
  %cst_64_i32_192 = constant <i32: 64> : tile<i32>
  %cst_32_i32_193 = constant <i32: 32> : tile<i32>
  %cst_64_i32_194 = constant <i32: 64> : tile<i32>
  %bcast_195 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %26 = fma %reshape_175, %bcast_195, %25  : tile<32x64xf16>
  %cst_32_i32_196 = constant <i32: 32> : tile<i32>
  %cst_64_i32_197 = constant <i32: 64> : tile<i32>
  %cst_1_i32_198 = constant <i32: 1> : tile<i32>
  %cst_32_i32_199 = constant <i32: 32> : tile<i32>
  %cst_1_i32_200 = constant <i32: 1> : tile<i32>
  %cst_64_i32_201 = constant <i32: 64> : tile<i32>
  %reshape_202 = reshape %24 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_203 = make_partition_view %tview_25 : partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_204 = constant <i32: 0> : tile<i32>
  %cst_0_i32_205 = constant <i32: 0> : tile<i32>
  %27 = store_view_tko weak %reshape_202, %pview_203[%4, %cst_0_i32_204, %10, %cst_0_i32_205] token = %21 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_32_i32_206 = constant <i32: 32> : tile<i32>
  %cst_64_i32_207 = constant <i32: 64> : tile<i32>
  %cst_1_i32_208 = constant <i32: 1> : tile<i32>
  %cst_32_i32_209 = constant <i32: 32> : tile<i32>
  %cst_1_i32_210 = constant <i32: 1> : tile<i32>
  %cst_64_i32_211 = constant <i32: 64> : tile<i32>
  %reshape_212 = reshape %26 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_213 = make_partition_view %tview_25 : partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_i32_214 = constant <i32: 0> : tile<i32>
  %cst_1_i32_215 = constant <i32: 1> : tile<i32>
  %28 = store_view_tko weak %reshape_212, %pview_213[%4, %cst_0_i32_214, %10, %cst_1_i32_215] token = %27 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
