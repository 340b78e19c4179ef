entry @intra_chunk_prepare_kernel__no_use_qk_l2norm_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<ptr<bf16>>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<ptr<bf16>>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<i32>, %arg69: tile<i32>, %arg70: tile<i32>, %arg71: tile<i32>, %arg72: tile<i32>, %arg73: tile<i32>, %arg74: tile<ptr<bf16>>, %arg75: tile<i32>, %arg76: tile<i32>, %arg77: tile<i32>, %arg78: tile<i32>, %arg79: tile<i32>, %arg80: tile<i32>, %arg81: tile<i32>, %arg82: tile<i32>, %arg83: tile<i32>, %arg84: tile<i32>, %arg85: tile<ptr<f32>>, %arg86: tile<i32>, %arg87: tile<i32>, %arg88: tile<i32>, %arg89: tile<i32>, %arg90: tile<i32>, %arg91: tile<i32>, %arg92: tile<i32>, %arg93: tile<i32>, %arg94: tile<i32>, %arg95: tile<i32>, %arg96: tile<i32>, %arg97: tile<f32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_6_i32 = constant <i32: 6> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_1 = assume div_by<16>, %assume_0 : tile<i32>
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
  %assume_11 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_11, shape = [%assume_assume, %assume_assume_1, %assume_2, %assume_assume_4], strides = [%assume_assume_6, %assume_assume_8, %assume_assume_10, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_13 = assume div_by<16>, %assume_12 : tile<i32>
  %assume_14 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_15 = assume div_by<16>, %assume_14 : tile<i32>
  %assume_16 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_20 = assume div_by<16>, %assume_19 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_24 = assume div_by<16>, %assume_23 : tile<i32>
  %1 = make_token : token
  %assume_25 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %tview_26 = make_tensor_view %assume_25, shape = [%assume_assume_13, %assume_assume_15, %assume_16, %assume_assume_18], strides = [%assume_assume_20, %assume_assume_22, %assume_assume_24, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_27 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_28 = assume div_by<16>, %assume_27 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_30 = assume div_by<16>, %assume_29 : tile<i32>
  %assume_31 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_33 = assume div_by<16>, %assume_32 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_35 = assume div_by<16>, %assume_34 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_37 = assume div_by<16>, %assume_36 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_39 = assume div_by<16>, %assume_38 : tile<i32>
  %2 = make_token : token
  %assume_40 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %tview_41 = make_tensor_view %assume_40, shape = [%assume_assume_28, %assume_assume_30, %assume_31, %assume_assume_33], strides = [%assume_assume_35, %assume_assume_37, %assume_assume_39, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_42 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_43 = assume div_by<16>, %assume_42 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_45 = assume div_by<16>, %assume_44 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_48 = assume div_by<16>, %assume_47 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg32 : tile<i32>
  %assume_assume_50 = assume div_by<8>, %assume_49 : tile<i32>
  %3 = make_token : token
  %assume_51 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %tview_52 = make_tensor_view %assume_51, shape = [%assume_assume_43, %assume_assume_45, %assume_46], strides = [%assume_assume_48, %assume_assume_50, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_53 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_assume_54 = assume div_by<16>, %assume_53 : tile<i32>
  %assume_55 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_assume_56 = assume div_by<16>, %assume_55 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_58 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_59 = assume div_by<16>, %assume_58 : tile<i32>
  %assume_60 = assume bounded<0, ?>, %arg39 : tile<i32>
  %assume_assume_61 = assume div_by<8>, %assume_60 : tile<i32>
  %4 = make_token : token
  %assume_62 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %tview_63 = make_tensor_view %assume_62, shape = [%assume_assume_54, %assume_assume_56, %assume_57], strides = [%assume_assume_59, %assume_assume_61, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_64 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_65 = assume div_by<16>, %assume_64 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_67 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_69 = assume div_by<16>, %assume_68 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_71 = assume div_by<16>, %assume_70 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg47 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg48 : tile<i32>
  %assume_assume_75 = assume div_by<16>, %assume_74 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg49 : tile<i32>
  %assume_assume_77 = assume div_by<16>, %assume_76 : tile<i32>
  %assume_78 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_assume_79 = assume div_by<16>, %assume_78 : tile<i32>
  %5 = make_token : token
  %assume_80 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %tview_81 = make_tensor_view %assume_80, shape = [%assume_assume_65, %assume_66, %assume_67, %assume_assume_69, %assume_assume_71], strides = [%assume_assume_73, %assume_assume_75, %assume_assume_77, %assume_assume_79, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_82 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_assume_83 = assume div_by<16>, %assume_82 : tile<i32>
  %assume_84 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_85 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_86 = assume bounded<0, ?>, %arg56 : tile<i32>
  %assume_assume_87 = assume div_by<16>, %assume_86 : tile<i32>
  %assume_88 = assume bounded<0, ?>, %arg57 : tile<i32>
  %assume_assume_89 = assume div_by<16>, %assume_88 : tile<i32>
  %assume_90 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_assume_91 = assume div_by<16>, %assume_90 : tile<i32>
  %assume_92 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_assume_93 = assume div_by<16>, %assume_92 : tile<i32>
  %assume_94 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_95 = assume div_by<16>, %assume_94 : tile<i32>
  %assume_96 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_97 = assume div_by<16>, %assume_96 : tile<i32>
  %6 = make_token : token
  %assume_98 = assume div_by<16>, %arg52 : tile<ptr<bf16>>
  %tview_99 = make_tensor_view %assume_98, shape = [%assume_assume_83, %assume_84, %assume_85, %assume_assume_87, %assume_assume_89], strides = [%assume_assume_91, %assume_assume_93, %assume_assume_95, %assume_assume_97, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_100 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_assume_101 = assume div_by<16>, %assume_100 : tile<i32>
  %assume_102 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_103 = assume bounded<0, ?>, %arg66 : tile<i32>
  %assume_104 = assume bounded<0, ?>, %arg67 : tile<i32>
  %assume_assume_105 = assume div_by<16>, %assume_104 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg68 : tile<i32>
  %assume_assume_107 = assume div_by<16>, %assume_106 : tile<i32>
  %assume_108 = assume bounded<0, ?>, %arg69 : tile<i32>
  %assume_assume_109 = assume div_by<16>, %assume_108 : tile<i32>
  %assume_110 = assume bounded<0, ?>, %arg70 : tile<i32>
  %assume_assume_111 = assume div_by<16>, %assume_110 : tile<i32>
  %assume_112 = assume bounded<0, ?>, %arg71 : tile<i32>
  %assume_assume_113 = assume div_by<16>, %assume_112 : tile<i32>
  %assume_114 = assume bounded<0, ?>, %arg72 : tile<i32>
  %assume_assume_115 = assume div_by<16>, %assume_114 : tile<i32>
  %7 = make_token : token
  %assume_116 = assume div_by<16>, %arg63 : tile<ptr<bf16>>
  %tview_117 = make_tensor_view %assume_116, shape = [%assume_assume_101, %assume_102, %assume_103, %assume_assume_105, %assume_assume_107], strides = [%assume_assume_109, %assume_assume_111, %assume_assume_113, %assume_assume_115, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_118 = assume bounded<0, ?>, %arg75 : tile<i32>
  %assume_assume_119 = assume div_by<16>, %assume_118 : tile<i32>
  %assume_120 = assume bounded<0, ?>, %arg76 : tile<i32>
  %assume_121 = assume bounded<0, ?>, %arg77 : tile<i32>
  %assume_122 = assume bounded<0, ?>, %arg78 : tile<i32>
  %assume_assume_123 = assume div_by<16>, %assume_122 : tile<i32>
  %assume_124 = assume bounded<0, ?>, %arg79 : tile<i32>
  %assume_assume_125 = assume div_by<16>, %assume_124 : tile<i32>
  %assume_126 = assume bounded<0, ?>, %arg80 : tile<i32>
  %assume_assume_127 = assume div_by<16>, %assume_126 : tile<i32>
  %assume_128 = assume bounded<0, ?>, %arg81 : tile<i32>
  %assume_assume_129 = assume div_by<16>, %assume_128 : tile<i32>
  %assume_130 = assume bounded<0, ?>, %arg82 : tile<i32>
  %assume_assume_131 = assume div_by<16>, %assume_130 : tile<i32>
  %assume_132 = assume bounded<0, ?>, %arg83 : tile<i32>
  %assume_assume_133 = assume div_by<16>, %assume_132 : tile<i32>
  %8 = make_token : token
  %assume_134 = assume div_by<16>, %arg74 : tile<ptr<bf16>>
  %tview_135 = make_tensor_view %assume_134, shape = [%assume_assume_119, %assume_120, %assume_121, %assume_assume_123, %assume_assume_125], strides = [%assume_assume_127, %assume_assume_129, %assume_assume_131, %assume_assume_133, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_136 = assume bounded<0, ?>, %arg86 : tile<i32>
  %assume_assume_137 = assume div_by<16>, %assume_136 : tile<i32>
  %assume_138 = assume bounded<0, ?>, %arg87 : tile<i32>
  %assume_139 = assume bounded<0, ?>, %arg88 : tile<i32>
  %assume_140 = assume bounded<0, ?>, %arg89 : tile<i32>
  %assume_assume_141 = assume div_by<16>, %assume_140 : tile<i32>
  %assume_142 = assume bounded<0, ?>, %arg90 : tile<i32>
  %assume_assume_143 = assume div_by<16>, %assume_142 : tile<i32>
  %assume_144 = assume bounded<0, ?>, %arg91 : tile<i32>
  %assume_assume_145 = assume div_by<16>, %assume_144 : tile<i32>
  %assume_146 = assume bounded<0, ?>, %arg92 : tile<i32>
  %assume_assume_147 = assume div_by<16>, %assume_146 : tile<i32>
  %9 = make_token : token
  %assume_148 = assume div_by<16>, %arg85 : tile<ptr<f32>>
  %tview_149 = make_tensor_view %assume_148, shape = [%assume_assume_137, %assume_138, %assume_139, %assume_assume_141], strides = [%assume_assume_143, %assume_assume_145, %assume_assume_147, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_150 = assume div_by<16>, %arg94 : tile<i32>
  %assume_151 = assume div_by<16>, %arg95 : tile<i32>
  %assume_152 = assume div_by<16>, %arg96 : tile<i32>
  %cst_8_i32_153 = constant <i32: 8> : tile<i32>
  %cst_64_i32_154 = constant <i32: 64> : tile<i32>
  %cst_128_i32_155 = constant <i32: 128> : tile<i32>
  %cst_6_i32_156 = constant <i32: 6> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_157, %blockId_y_158, %blockId_z_159 = get_tile_block_id : tile<i32>
  %assume_blockId_x_160 = assume bounded<0, ?>, %blockId_x_157 : tile<i32>
  %assume_blockId_y_161 = assume bounded<0, ?>, %blockId_y_158 : tile<i32>
  %assume_blockId_z_162 = assume bounded<0, ?>, %blockId_z_159 : tile<i32>
  %10 = divi %assume_blockId_x, %cst_8_i32_153 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %11 = remi %assume_blockId_x, %cst_8_i32_153 signed : tile<i32>
  %cst_0_i32_163 = constant <i32: 0> : tile<i32>
  %12 = cmpi less_than %11, %cst_0_i32_163, signed : tile<i32> -> tile<i1>
  %13 = xori %12, %false : tile<i1>
  %14 = cmpi not_equal %11, %cst_0_i32_163, signed : tile<i32> -> tile<i1>
  %15 = andi %13, %14 : tile<i1>
  %16 = addi %11, %cst_8_i32_153 : tile<i32>
  %17 = select %15, %16, %11 : tile<i1>, tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_164 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_165 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_166 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_26 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_167 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%10, %assume_blockId_y_161, %17, %cst_0_i32_167] token = %1 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_64_i32_168 = constant <i32: 64> : tile<i32>
  %cst_1_i32_169 = constant <i32: 1> : tile<i32>
  %cst_128_i32_170 = constant <i32: 128> : tile<i32>
  %cst_64_i32_171 = constant <i32: 64> : tile<i32>
  %cst_128_i32_172 = constant <i32: 128> : tile<i32>
  %reshape = reshape %tile : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %18 = ftof %reshape  : tile<64x128xbf16> -> tile<64x128xf32>
  %cst_-1_i32_173 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_174 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_175 = constant <i32: -1> : tile<i32>
  %pview_176 = make_partition_view %tview_52 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_177, %result_token_178 = load_view_tko weak %pview_176[%10, %assume_blockId_y_161, %17] token = %3 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_179 = constant <i32: 1> : tile<i32>
  %cst_64_i32_180 = constant <i32: 64> : tile<i32>
  %cst_1_i32_181 = constant <i32: 1> : tile<i32>
  %cst_64_i32_182 = constant <i32: 64> : tile<i32>
  %reshape_183 = reshape %tile_177 : tile<1x64x1xbf16> -> tile<64xbf16>
  %19 = ftof %reshape_183  : tile<64xbf16> -> tile<64xf32>
  %cst_-1_i32_184 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_185 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_186 = constant <i32: -1> : tile<i32>
  %pview_187 = make_partition_view %tview_63 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_188, %result_token_189 = load_view_tko weak %pview_187[%10, %assume_blockId_y_161, %17] token = %4 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_190 = constant <i32: 1> : tile<i32>
  %cst_64_i32_191 = constant <i32: 64> : tile<i32>
  %cst_1_i32_192 = constant <i32: 1> : tile<i32>
  %cst_64_i32_193 = constant <i32: 64> : tile<i32>
  %reshape_194 = reshape %tile_188 : tile<1x64x1xbf16> -> tile<64xbf16>
  %20 = ftof %reshape_194  : tile<64xbf16> -> tile<64xf32>
  %21 = scan %20 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg98: tile<f32>, %arg99: tile<f32>) {
    %61 = addf %arg98, %arg99  : tile<f32>
    yield %61 : tile<f32>
  }
  %22 = iota : tile<64xi32>
  %cst_64_i32_195 = constant <i32: 64> : tile<i32>
  %cst_64_i32_196 = constant <i32: 64> : tile<i32>
  %cst_1_i32_197 = constant <i32: 1> : tile<i32>
  %reshape_198 = reshape %22 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_199 = constant <i32: 64> : tile<i32>
  %cst_1_i32_200 = constant <i32: 1> : tile<i32>
  %cst_64_i32_201 = constant <i32: 64> : tile<i32>
  %reshape_202 = reshape %22 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_203 = constant <i32: 64> : tile<i32>
  %cst_1_i32_204 = constant <i32: 1> : tile<i32>
  %cst_64_i32_205 = constant <i32: 64> : tile<i32>
  %cst_64_i32_206 = constant <i32: 64> : tile<i32>
  %bcast = broadcast %reshape_198 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_207 = constant <i32: 1> : tile<i32>
  %cst_64_i32_208 = constant <i32: 64> : tile<i32>
  %cst_64_i32_209 = constant <i32: 64> : tile<i32>
  %cst_64_i32_210 = constant <i32: 64> : tile<i32>
  %bcast_211 = broadcast %reshape_202 : tile<1x64xi32> -> tile<64x64xi32>
  %23 = cmpi greater_than_or_equal %bcast, %bcast_211, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_212 = constant <i32: 64> : tile<i32>
  %cst_1_i32_213 = constant <i32: 1> : tile<i32>
  %cst_64_i32_214 = constant <i32: 64> : tile<i32>
  %cst_64_i32_215 = constant <i32: 64> : tile<i32>
  %bcast_216 = broadcast %reshape_198 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_217 = constant <i32: 1> : tile<i32>
  %cst_64_i32_218 = constant <i32: 64> : tile<i32>
  %cst_64_i32_219 = constant <i32: 64> : tile<i32>
  %cst_64_i32_220 = constant <i32: 64> : tile<i32>
  %bcast_221 = broadcast %reshape_202 : tile<1x64xi32> -> tile<64x64xi32>
  %24 = cmpi greater_than %bcast_216, %bcast_221, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_222 = constant <i32: 64> : tile<i32>
  %cst_64_i32_223 = constant <i32: 64> : tile<i32>
  %cst_1_i32_224 = constant <i32: 1> : tile<i32>
  %reshape_225 = reshape %21 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_226 = constant <i32: 64> : tile<i32>
  %cst_1_i32_227 = constant <i32: 1> : tile<i32>
  %cst_64_i32_228 = constant <i32: 64> : tile<i32>
  %reshape_229 = reshape %21 : tile<64xf32> -> tile<1x64xf32>
  %cst_64_i32_230 = constant <i32: 64> : tile<i32>
  %cst_1_i32_231 = constant <i32: 1> : tile<i32>
  %cst_64_i32_232 = constant <i32: 64> : tile<i32>
  %cst_64_i32_233 = constant <i32: 64> : tile<i32>
  %bcast_234 = broadcast %reshape_225 : tile<64x1xf32> -> tile<64x64xf32>
  %cst_1_i32_235 = constant <i32: 1> : tile<i32>
  %cst_64_i32_236 = constant <i32: 64> : tile<i32>
  %cst_64_i32_237 = constant <i32: 64> : tile<i32>
  %cst_64_i32_238 = constant <i32: 64> : tile<i32>
  %bcast_239 = broadcast %reshape_229 : tile<1x64xf32> -> tile<64x64xf32>
  %25 = subf %bcast_234, %bcast_239  : tile<64x64xf32>
  %26 = exp %25  : tile<64x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %27 = select %23, %26, %cst_0_f32 : tile<64x64xi1>, tile<64x64xf32>
  %cst_64_i32_240 = constant <i32: 64> : tile<i32>
  %cst_64_i32_241 = constant <i32: 64> : tile<i32>
  %cst_1_i32_242 = constant <i32: 1> : tile<i32>
  %reshape_243 = reshape %19 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_244 = constant <i32: 64> : tile<i32>
  %cst_1_i32_245 = constant <i32: 1> : tile<i32>
  %cst_64_i32_246 = constant <i32: 64> : tile<i32>
  %cst_128_i32_247 = constant <i32: 128> : tile<i32>
  %bcast_248 = broadcast %reshape_243 : tile<64x1xf32> -> tile<64x128xf32>
  %28 = mulf %18, %bcast_248  : tile<64x128xf32>
  %cst_64_i32_249 = constant <i32: 64> : tile<i32>
  %cst_128_i32_250 = constant <i32: 128> : tile<i32>
  %29 = permute %18 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
  %30 = ftof %28  : tile<64x128xf32> -> tile<64x128xtf32>
  %31 = ftof %29  : tile<128x64xf32> -> tile<128x64xtf32>
  %cst_0_f32_251 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %32 = mmaf %30, %31, %cst_0_f32_251 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
  %33 = ftof %32  : tile<64x64xf32> -> tile<64x64xtf32>
  %34 = ftof %33  : tile<64x64xtf32> -> tile<64x64xf32>
  %35 = mulf %34, %27  : tile<64x64xf32>
  %36 = negf %35 : tile<64x64xf32>
  %cst_0_f32_252 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %37 = select %24, %36, %cst_0_f32_252 : tile<64x64xi1>, tile<64x64xf32>
  %38 = iota : tile<64xi32>
  %cst_64_i32_253 = constant <i32: 64> : tile<i32>
  %cst_64_i32_254 = constant <i32: 64> : tile<i32>
  %cst_1_i32_255 = constant <i32: 1> : tile<i32>
  %reshape_256 = reshape %38 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_257 = constant <i32: 64> : tile<i32>
  %cst_1_i32_258 = constant <i32: 1> : tile<i32>
  %cst_64_i32_259 = constant <i32: 64> : tile<i32>
  %reshape_260 = reshape %38 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_261 = constant <i32: 64> : tile<i32>
  %cst_1_i32_262 = constant <i32: 1> : tile<i32>
  %cst_64_i32_263 = constant <i32: 64> : tile<i32>
  %cst_64_i32_264 = constant <i32: 64> : tile<i32>
  %bcast_265 = broadcast %reshape_256 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_266 = constant <i32: 1> : tile<i32>
  %cst_64_i32_267 = constant <i32: 64> : tile<i32>
  %cst_64_i32_268 = constant <i32: 64> : tile<i32>
  %cst_64_i32_269 = constant <i32: 64> : tile<i32>
  %bcast_270 = broadcast %reshape_260 : tile<1x64xi32> -> tile<64x64xi32>
  %39 = cmpi equal %bcast_265, %bcast_270, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<64x64xf32>
  %cst_0_f32_271 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %40 = select %39, %cst_1_f32, %cst_0_f32_271 : tile<64x64xi1>, tile<64x64xf32>
  %41 = absf %37 : tile<64x64xf32>
  %reduce = reduce %41 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %61 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %61 : tile<f32>
  }
  %cst_64_i32_272 = constant <i32: 64> : tile<i32>
  %cst_64_i32_273 = constant <i32: 64> : tile<i32>
  %reshape_274 = reshape %reduce : tile<64xf32> -> tile<64xf32>
  %reduce_275 = reduce %reshape_274 dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %61 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %61 : tile<f32>
  }
  %cst_1_f32_276 = constant <f32: 1.000000e+00> : tile<f32>
  %42 = cmpf less_than ordered %reduce_275, %cst_1_f32_276 : tile<f32> -> tile<i1>
  %43 = if %42 -> (tile<64x64xf32>) {
    %61 = addf %40, %37  : tile<64x64xf32>
    %cst_1_i32_375 = constant <i32: 1> : tile<i32>
    %cst_1_i32_376 = constant <i32: 1> : tile<i32>
    %for_377:2 = for %loopIdx in (%cst_1_i32_375 to %cst_6_i32_156, step %cst_1_i32_376) : tile<i32> iter_values(%iterArg0 = %37, %iterArg1 = %61) -> (tile<64x64xf32>, tile<64x64xf32>) {
      %assume_378 = assume bounded<1, 5>, %loopIdx : tile<i32>
      %62 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
      %63 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
      %cst_0_f32_379 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %64 = mmaf %62, %63, %cst_0_f32_379 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %65 = ftof %64  : tile<64x64xf32> -> tile<64x64xtf32>
      %66 = ftof %65  : tile<64x64xtf32> -> tile<64x64xf32>
      %67 = addf %40, %66  : tile<64x64xf32>
      %68 = ftof %iterArg1  : tile<64x64xf32> -> tile<64x64xtf32>
      %69 = ftof %67  : tile<64x64xf32> -> tile<64x64xtf32>
      %cst_0_f32_380 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %70 = mmaf %68, %69, %cst_0_f32_380 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %71 = ftof %70  : tile<64x64xf32> -> tile<64x64xtf32>
      %72 = ftof %71  : tile<64x64xtf32> -> tile<64x64xf32>
      continue %66, %72 : tile<64x64xf32>, tile<64x64xf32>
    }
    yield %for_377#1 : tile<64x64xf32>
  } else {
    %61 = iota : tile<64xi32>
    %cst_1_i32_375 = constant <i32: 1> : tile<i32>
    %cst_1_i32_376 = constant <i32: 1> : tile<i32>
    %for_377 = for %loopIdx in (%cst_1_i32_375 to %cst_64_i32_154, step %cst_1_i32_376) : tile<i32> iter_values(%iterArg0 = %37) -> (tile<64x64xf32>) {
      %assume_398 = assume bounded<1, 63>, %loopIdx : tile<i32>
      %cst_64_i32_399 = constant <i32: 64> : tile<i32>
      %cst_1_i32_400 = constant <i32: 1> : tile<i32>
      %cst_1_i32_401 = constant <i32: 1> : tile<i32>
      %reshape_402 = reshape %assume_398 : tile<i32> -> tile<1xi32>
      %cst_1_i32_403 = constant <i32: 1> : tile<i32>
      %cst_64_i32_404 = constant <i32: 64> : tile<i32>
      %bcast_405 = broadcast %reshape_402 : tile<1xi32> -> tile<64xi32>
      %65 = cmpi equal %61, %bcast_405, signed : tile<64xi32> -> tile<64xi1>
      %cst_64_i32_406 = constant <i32: 64> : tile<i32>
      %cst_64_i32_407 = constant <i32: 64> : tile<i32>
      %cst_1_i32_408 = constant <i32: 1> : tile<i32>
      %reshape_409 = reshape %65 : tile<64xi1> -> tile<64x1xi1>
      %cst_0_f32_410 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %cst_64_i32_411 = constant <i32: 64> : tile<i32>
      %cst_1_i32_412 = constant <i32: 1> : tile<i32>
      %cst_64_i32_413 = constant <i32: 64> : tile<i32>
      %cst_64_i32_414 = constant <i32: 64> : tile<i32>
      %bcast_415 = broadcast %reshape_409 : tile<64x1xi1> -> tile<64x64xi1>
      %66 = select %bcast_415, %iterArg0, %cst_0_f32_410 : tile<64x64xi1>, tile<64x64xf32>
      %reduce_416 = reduce %66 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %70 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %70 : tile<f32>
      }
      %cst_64_i32_417 = constant <i32: 64> : tile<i32>
      %cst_64_i32_418 = constant <i32: 64> : tile<i32>
      %reshape_419 = reshape %reduce_416 : tile<64xf32> -> tile<64xf32>
      %cst_64_i32_420 = constant <i32: 64> : tile<i32>
      %cst_64_i32_421 = constant <i32: 64> : tile<i32>
      %cst_1_i32_422 = constant <i32: 1> : tile<i32>
      %reshape_423 = reshape %reshape_419 : tile<64xf32> -> tile<64x1xf32>
      %cst_64_i32_424 = constant <i32: 64> : tile<i32>
      %cst_1_i32_425 = constant <i32: 1> : tile<i32>
      %cst_64_i32_426 = constant <i32: 64> : tile<i32>
      %cst_64_i32_427 = constant <i32: 64> : tile<i32>
      %bcast_428 = broadcast %reshape_423 : tile<64x1xf32> -> tile<64x64xf32>
      %67 = mulf %bcast_428, %iterArg0  : tile<64x64xf32>
      %reduce_429 = reduce %67 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %70 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %70 : tile<f32>
      }
      %cst_64_i32_430 = constant <i32: 64> : tile<i32>
      %cst_64_i32_431 = constant <i32: 64> : tile<i32>
      %reshape_432 = reshape %reduce_429 : tile<64xf32> -> tile<64xf32>
      %cst_64_i32_433 = constant <i32: 64> : tile<i32>
      %cst_1_i32_434 = constant <i32: 1> : tile<i32>
      %cst_64_i32_435 = constant <i32: 64> : tile<i32>
      %reshape_436 = reshape %reshape_432 : tile<64xf32> -> tile<1x64xf32>
      %cst_0_f32_437 = constant <f32: 0.000000e+00> : tile<1x64xf32>
      %cst_64_i32_438 = constant <i32: 64> : tile<i32>
      %cst_1_i32_439 = constant <i32: 1> : tile<i32>
      %cst_64_i32_440 = constant <i32: 64> : tile<i32>
      %cst_64_i32_441 = constant <i32: 64> : tile<i32>
      %bcast_442 = broadcast %reshape_409 : tile<64x1xi1> -> tile<64x64xi1>
      %cst_1_i32_443 = constant <i32: 1> : tile<i32>
      %cst_64_i32_444 = constant <i32: 64> : tile<i32>
      %cst_64_i32_445 = constant <i32: 64> : tile<i32>
      %cst_64_i32_446 = constant <i32: 64> : tile<i32>
      %bcast_447 = broadcast %reshape_436 : tile<1x64xf32> -> tile<64x64xf32>
      %cst_1_i32_448 = constant <i32: 1> : tile<i32>
      %cst_64_i32_449 = constant <i32: 64> : tile<i32>
      %cst_64_i32_450 = constant <i32: 64> : tile<i32>
      %cst_64_i32_451 = constant <i32: 64> : tile<i32>
      %bcast_452 = broadcast %cst_0_f32_437 : tile<1x64xf32> -> tile<64x64xf32>
      %68 = select %bcast_442, %bcast_447, %bcast_452 : tile<64x64xi1>, tile<64x64xf32>
      %69 = addf %iterArg0, %68  : tile<64x64xf32>
      continue %69 : tile<64x64xf32>
    }
    %cst_64_i32_378 = constant <i32: 64> : tile<i32>
    %cst_64_i32_379 = constant <i32: 64> : tile<i32>
    %cst_1_i32_380 = constant <i32: 1> : tile<i32>
    %reshape_381 = reshape %61 : tile<64xi32> -> tile<64x1xi32>
    %cst_64_i32_382 = constant <i32: 64> : tile<i32>
    %cst_1_i32_383 = constant <i32: 1> : tile<i32>
    %cst_64_i32_384 = constant <i32: 64> : tile<i32>
    %reshape_385 = reshape %61 : tile<64xi32> -> tile<1x64xi32>
    %cst_64_i32_386 = constant <i32: 64> : tile<i32>
    %cst_1_i32_387 = constant <i32: 1> : tile<i32>
    %cst_64_i32_388 = constant <i32: 64> : tile<i32>
    %cst_64_i32_389 = constant <i32: 64> : tile<i32>
    %bcast_390 = broadcast %reshape_381 : tile<64x1xi32> -> tile<64x64xi32>
    %cst_1_i32_391 = constant <i32: 1> : tile<i32>
    %cst_64_i32_392 = constant <i32: 64> : tile<i32>
    %cst_64_i32_393 = constant <i32: 64> : tile<i32>
    %cst_64_i32_394 = constant <i32: 64> : tile<i32>
    %bcast_395 = broadcast %reshape_385 : tile<1x64xi32> -> tile<64x64xi32>
    %62 = cmpi equal %bcast_390, %bcast_395, signed : tile<64x64xi32> -> tile<64x64xi1>
    %cst_1_f32_396 = constant <f32: 1.000000e+00> : tile<64x64xf32>
    %cst_0_f32_397 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %63 = select %62, %cst_1_f32_396, %cst_0_f32_397 : tile<64x64xi1>, tile<64x64xf32>
    %64 = addf %for_377, %63  : tile<64x64xf32>
    yield %64 : tile<64x64xf32>
  }
  %44 = divi %assume_152, %cst_128_i32_155 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_277 = constant <i32: 0> : tile<i32>
  %cst_1_i32_278 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%cst_0_i32_277 to %44, step %cst_1_i32_278) : tile<i32> iter_values(%iterArg0 = %7, %iterArg1 = %7) -> (token, token) {
    %assume_375 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_376 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_377 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_378 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_379 = constant <i32: -1> : tile<i32>
    %pview_380 = make_partition_view %tview_41 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %tile_381, %result_token_382 = load_view_tko weak %pview_380[%10, %assume_blockId_y_161, %17, %assume_375] token = %2 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
    %cst_1_i32_383 = constant <i32: 1> : tile<i32>
    %cst_64_i32_384 = constant <i32: 64> : tile<i32>
    %cst_1_i32_385 = constant <i32: 1> : tile<i32>
    %cst_128_i32_386 = constant <i32: 128> : tile<i32>
    %cst_64_i32_387 = constant <i32: 64> : tile<i32>
    %cst_128_i32_388 = constant <i32: 128> : tile<i32>
    %reshape_389 = reshape %tile_381 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
    %61 = ftof %reshape_389  : tile<64x128xbf16> -> tile<64x128xf32>
    %cst_64_i32_390 = constant <i32: 64> : tile<i32>
    %cst_64_i32_391 = constant <i32: 64> : tile<i32>
    %cst_1_i32_392 = constant <i32: 1> : tile<i32>
    %reshape_393 = reshape %19 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_394 = constant <i32: 64> : tile<i32>
    %cst_1_i32_395 = constant <i32: 1> : tile<i32>
    %cst_64_i32_396 = constant <i32: 64> : tile<i32>
    %cst_128_i32_397 = constant <i32: 128> : tile<i32>
    %bcast_398 = broadcast %reshape_393 : tile<64x1xf32> -> tile<64x128xf32>
    %62 = mulf %61, %bcast_398  : tile<64x128xf32>
    %63 = ftof %43  : tile<64x64xf32> -> tile<64x64xtf32>
    %64 = ftof %62  : tile<64x128xf32> -> tile<64x128xtf32>
    %cst_0_f32_399 = constant <f32: 0.000000e+00> : tile<64x128xf32>
    %65 = mmaf %63, %64, %cst_0_f32_399 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
    %66 = ftof %65  : tile<64x128xf32> -> tile<64x128xtf32>
    %67 = ftof %66  : tile<64x128xtf32> -> tile<64x128xf32>
    %68 = ftof %67  : tile<64x128xf32> -> tile<64x128xbf16>
    %cst_64_i32_400 = constant <i32: 64> : tile<i32>
    %cst_128_i32_401 = constant <i32: 128> : tile<i32>
    %cst_1_i32_402 = constant <i32: 1> : tile<i32>
    %cst_1_i32_403 = constant <i32: 1> : tile<i32>
    %cst_1_i32_404 = constant <i32: 1> : tile<i32>
    %cst_64_i32_405 = constant <i32: 64> : tile<i32>
    %cst_128_i32_406 = constant <i32: 128> : tile<i32>
    %reshape_407 = reshape %68 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
    %cst_-1_i32_408 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_409 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_410 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_411 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_412 = constant <i32: -1> : tile<i32>
    %pview_413 = make_partition_view %tview_117 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
    %cst_0_i32_414 = constant <i32: 0> : tile<i32>
    %69 = store_view_tko weak %reshape_407, %pview_413[%10, %17, %assume_blockId_y_161, %cst_0_i32_414, %assume_375] token = %7 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
    %70 = join_tokens %iterArg0, %69 : token
    continue %70, %70 : token, token
  }
  %45 = exp %21  : tile<64xf32>
  %cst_64_i32_279 = constant <i32: 64> : tile<i32>
  %cst_64_i32_280 = constant <i32: 64> : tile<i32>
  %cst_1_i32_281 = constant <i32: 1> : tile<i32>
  %reshape_282 = reshape %45 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_283 = constant <i32: 64> : tile<i32>
  %cst_1_i32_284 = constant <i32: 1> : tile<i32>
  %cst_64_i32_285 = constant <i32: 64> : tile<i32>
  %cst_128_i32_286 = constant <i32: 128> : tile<i32>
  %bcast_287 = broadcast %reshape_282 : tile<64x1xf32> -> tile<64x128xf32>
  %46 = mulf %28, %bcast_287  : tile<64x128xf32>
  %47 = ftof %43  : tile<64x64xf32> -> tile<64x64xtf32>
  %48 = ftof %46  : tile<64x128xf32> -> tile<64x128xtf32>
  %cst_0_f32_288 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %49 = mmaf %47, %48, %cst_0_f32_288 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
  %50 = ftof %49  : tile<64x128xf32> -> tile<64x128xtf32>
  %51 = ftof %50  : tile<64x128xtf32> -> tile<64x128xf32>
  %52 = ftof %51  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_289 = constant <i32: 64> : tile<i32>
  %cst_128_i32_290 = constant <i32: 128> : tile<i32>
  %cst_1_i32_291 = constant <i32: 1> : tile<i32>
  %cst_1_i32_292 = constant <i32: 1> : tile<i32>
  %cst_1_i32_293 = constant <i32: 1> : tile<i32>
  %cst_64_i32_294 = constant <i32: 64> : tile<i32>
  %cst_128_i32_295 = constant <i32: 128> : tile<i32>
  %reshape_296 = reshape %52 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %cst_-1_i32_297 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_298 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_299 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_300 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_301 = constant <i32: -1> : tile<i32>
  %pview_302 = make_partition_view %tview_135 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_303 = constant <i32: 0> : tile<i32>
  %cst_0_i32_304 = constant <i32: 0> : tile<i32>
  %53 = store_view_tko weak %reshape_296, %pview_302[%10, %17, %assume_blockId_y_161, %cst_0_i32_303, %cst_0_i32_304] token = %8 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_64_i32_305 = constant <i32: 64> : tile<i32>
  %cst_1_i32_306 = constant <i32: 1> : tile<i32>
  %cst_1_i32_307 = constant <i32: 1> : tile<i32>
  %cst_1_i32_308 = constant <i32: 1> : tile<i32>
  %cst_64_i32_309 = constant <i32: 64> : tile<i32>
  %reshape_310 = reshape %21 : tile<64xf32> -> tile<1x1x1x64xf32>
  %cst_-1_i32_311 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_312 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_313 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_314 = constant <i32: -1> : tile<i32>
  %pview_315 = make_partition_view %tview_149 : partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_316 = constant <i32: 0> : tile<i32>
  %54 = store_view_tko weak %reshape_310, %pview_315[%10, %17, %assume_blockId_y_161, %cst_0_i32_316] token = %9 : tile<1x1x1x64xf32>, partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_-1_i32_317 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_318 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_319 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_320 = constant <i32: -1> : tile<i32>
  %pview_321 = make_partition_view %tview : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_322 = constant <i32: 0> : tile<i32>
  %tile_323, %result_token_324 = load_view_tko weak %pview_321[%10, %assume_blockId_y_161, %17, %cst_0_i32_322] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32_325 = constant <i32: 1> : tile<i32>
  %cst_64_i32_326 = constant <i32: 64> : tile<i32>
  %cst_1_i32_327 = constant <i32: 1> : tile<i32>
  %cst_128_i32_328 = constant <i32: 128> : tile<i32>
  %cst_64_i32_329 = constant <i32: 64> : tile<i32>
  %cst_128_i32_330 = constant <i32: 128> : tile<i32>
  %reshape_331 = reshape %tile_323 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %55 = ftof %reshape_331  : tile<64x128xbf16> -> tile<64x128xf32>
  %cst_64_i32_332 = constant <i32: 64> : tile<i32>
  %cst_128_i32_333 = constant <i32: 128> : tile<i32>
  %cst_1_i32_334 = constant <i32: 1> : tile<i32>
  %cst_1_i32_335 = constant <i32: 1> : tile<i32>
  %cst_1_i32_336 = constant <i32: 1> : tile<i32>
  %reshape_337 = reshape %arg97 : tile<f32> -> tile<1x1xf32>
  %cst_1_i32_338 = constant <i32: 1> : tile<i32>
  %cst_1_i32_339 = constant <i32: 1> : tile<i32>
  %cst_64_i32_340 = constant <i32: 64> : tile<i32>
  %cst_128_i32_341 = constant <i32: 128> : tile<i32>
  %bcast_342 = broadcast %reshape_337 : tile<1x1xf32> -> tile<64x128xf32>
  %56 = mulf %55, %bcast_342  : tile<64x128xf32>
  %57 = ftof %56  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_343 = constant <i32: 64> : tile<i32>
  %cst_128_i32_344 = constant <i32: 128> : tile<i32>
  %cst_1_i32_345 = constant <i32: 1> : tile<i32>
  %cst_1_i32_346 = constant <i32: 1> : tile<i32>
  %cst_1_i32_347 = constant <i32: 1> : tile<i32>
  %cst_64_i32_348 = constant <i32: 64> : tile<i32>
  %cst_128_i32_349 = constant <i32: 128> : tile<i32>
  %reshape_350 = reshape %57 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %cst_-1_i32_351 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_352 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_353 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_354 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_355 = constant <i32: -1> : tile<i32>
  %pview_356 = make_partition_view %tview_81 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_357 = constant <i32: 0> : tile<i32>
  %cst_0_i32_358 = constant <i32: 0> : tile<i32>
  %58 = store_view_tko weak %reshape_350, %pview_356[%10, %17, %assume_blockId_y_161, %cst_0_i32_357, %cst_0_i32_358] token = %5 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %59 = ftof %18  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_359 = constant <i32: 64> : tile<i32>
  %cst_128_i32_360 = constant <i32: 128> : tile<i32>
  %cst_1_i32_361 = constant <i32: 1> : tile<i32>
  %cst_1_i32_362 = constant <i32: 1> : tile<i32>
  %cst_1_i32_363 = constant <i32: 1> : tile<i32>
  %cst_64_i32_364 = constant <i32: 64> : tile<i32>
  %cst_128_i32_365 = constant <i32: 128> : tile<i32>
  %reshape_366 = reshape %59 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %cst_-1_i32_367 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_368 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_369 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_370 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_371 = constant <i32: -1> : tile<i32>
  %pview_372 = make_partition_view %tview_99 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_373 = constant <i32: 0> : tile<i32>
  %cst_0_i32_374 = constant <i32: 0> : tile<i32>
  %60 = store_view_tko weak %reshape_366, %pview_372[%10, %17, %assume_blockId_y_161, %cst_0_i32_373, %cst_0_i32_374] token = %6 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  return
}
