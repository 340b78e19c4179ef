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
  %3 = make_token : token
  %assume_50 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %tview_51 = make_tensor_view %assume_50, shape = [%assume_assume_43, %assume_assume_45, %assume_46], strides = [%assume_assume_48, %assume_49, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_52 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_assume_53 = assume div_by<16>, %assume_52 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_assume_55 = assume div_by<16>, %assume_54 : tile<i32>
  %assume_56 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_58 = assume div_by<16>, %assume_57 : tile<i32>
  %assume_59 = assume bounded<0, ?>, %arg39 : tile<i32>
  %4 = make_token : token
  %assume_60 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %tview_61 = make_tensor_view %assume_60, shape = [%assume_assume_53, %assume_assume_55, %assume_56], strides = [%assume_assume_58, %assume_59, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_62 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_63 = assume div_by<16>, %assume_62 : tile<i32>
  %assume_64 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_67 = assume div_by<16>, %assume_66 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_69 = assume div_by<16>, %assume_68 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg47 : tile<i32>
  %assume_assume_71 = assume div_by<16>, %assume_70 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg48 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg49 : tile<i32>
  %assume_assume_75 = assume div_by<16>, %assume_74 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_assume_77 = assume div_by<16>, %assume_76 : tile<i32>
  %5 = make_token : token
  %assume_78 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %tview_79 = make_tensor_view %assume_78, shape = [%assume_assume_63, %assume_64, %assume_65, %assume_assume_67, %assume_assume_69], strides = [%assume_assume_71, %assume_assume_73, %assume_assume_75, %assume_assume_77, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_80 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_assume_81 = assume div_by<16>, %assume_80 : tile<i32>
  %assume_82 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_83 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_84 = assume bounded<0, ?>, %arg56 : tile<i32>
  %assume_assume_85 = assume div_by<16>, %assume_84 : tile<i32>
  %assume_86 = assume bounded<0, ?>, %arg57 : tile<i32>
  %assume_assume_87 = assume div_by<16>, %assume_86 : tile<i32>
  %assume_88 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_assume_89 = assume div_by<16>, %assume_88 : tile<i32>
  %assume_90 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_assume_91 = assume div_by<16>, %assume_90 : tile<i32>
  %assume_92 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_93 = assume div_by<16>, %assume_92 : tile<i32>
  %assume_94 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_95 = assume div_by<16>, %assume_94 : tile<i32>
  %6 = make_token : token
  %assume_96 = assume div_by<16>, %arg52 : tile<ptr<bf16>>
  %tview_97 = make_tensor_view %assume_96, shape = [%assume_assume_81, %assume_82, %assume_83, %assume_assume_85, %assume_assume_87], strides = [%assume_assume_89, %assume_assume_91, %assume_assume_93, %assume_assume_95, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_98 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_assume_99 = assume div_by<16>, %assume_98 : tile<i32>
  %assume_100 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_101 = assume bounded<0, ?>, %arg66 : tile<i32>
  %assume_102 = assume bounded<0, ?>, %arg67 : tile<i32>
  %assume_assume_103 = assume div_by<16>, %assume_102 : tile<i32>
  %assume_104 = assume bounded<0, ?>, %arg68 : tile<i32>
  %assume_assume_105 = assume div_by<16>, %assume_104 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg69 : tile<i32>
  %assume_assume_107 = assume div_by<16>, %assume_106 : tile<i32>
  %assume_108 = assume bounded<0, ?>, %arg70 : tile<i32>
  %assume_assume_109 = assume div_by<16>, %assume_108 : tile<i32>
  %assume_110 = assume bounded<0, ?>, %arg71 : tile<i32>
  %assume_assume_111 = assume div_by<16>, %assume_110 : tile<i32>
  %assume_112 = assume bounded<0, ?>, %arg72 : tile<i32>
  %assume_assume_113 = assume div_by<16>, %assume_112 : tile<i32>
  %7 = make_token : token
  %assume_114 = assume div_by<16>, %arg63 : tile<ptr<bf16>>
  %tview_115 = make_tensor_view %assume_114, shape = [%assume_assume_99, %assume_100, %assume_101, %assume_assume_103, %assume_assume_105], strides = [%assume_assume_107, %assume_assume_109, %assume_assume_111, %assume_assume_113, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_116 = assume bounded<0, ?>, %arg75 : tile<i32>
  %assume_assume_117 = assume div_by<16>, %assume_116 : tile<i32>
  %assume_118 = assume bounded<0, ?>, %arg76 : tile<i32>
  %assume_119 = assume bounded<0, ?>, %arg77 : tile<i32>
  %assume_120 = assume bounded<0, ?>, %arg78 : tile<i32>
  %assume_assume_121 = assume div_by<16>, %assume_120 : tile<i32>
  %assume_122 = assume bounded<0, ?>, %arg79 : tile<i32>
  %assume_assume_123 = assume div_by<16>, %assume_122 : tile<i32>
  %assume_124 = assume bounded<0, ?>, %arg80 : tile<i32>
  %assume_assume_125 = assume div_by<16>, %assume_124 : tile<i32>
  %assume_126 = assume bounded<0, ?>, %arg81 : tile<i32>
  %assume_assume_127 = assume div_by<16>, %assume_126 : tile<i32>
  %assume_128 = assume bounded<0, ?>, %arg82 : tile<i32>
  %assume_assume_129 = assume div_by<16>, %assume_128 : tile<i32>
  %assume_130 = assume bounded<0, ?>, %arg83 : tile<i32>
  %assume_assume_131 = assume div_by<16>, %assume_130 : tile<i32>
  %8 = make_token : token
  %assume_132 = assume div_by<16>, %arg74 : tile<ptr<bf16>>
  %tview_133 = make_tensor_view %assume_132, shape = [%assume_assume_117, %assume_118, %assume_119, %assume_assume_121, %assume_assume_123], strides = [%assume_assume_125, %assume_assume_127, %assume_assume_129, %assume_assume_131, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_134 = assume bounded<0, ?>, %arg86 : tile<i32>
  %assume_assume_135 = assume div_by<16>, %assume_134 : tile<i32>
  %assume_136 = assume bounded<0, ?>, %arg87 : tile<i32>
  %assume_137 = assume bounded<0, ?>, %arg88 : tile<i32>
  %assume_138 = assume bounded<0, ?>, %arg89 : tile<i32>
  %assume_assume_139 = assume div_by<16>, %assume_138 : tile<i32>
  %assume_140 = assume bounded<0, ?>, %arg90 : tile<i32>
  %assume_assume_141 = assume div_by<16>, %assume_140 : tile<i32>
  %assume_142 = assume bounded<0, ?>, %arg91 : tile<i32>
  %assume_assume_143 = assume div_by<16>, %assume_142 : tile<i32>
  %assume_144 = assume bounded<0, ?>, %arg92 : tile<i32>
  %assume_assume_145 = assume div_by<16>, %assume_144 : tile<i32>
  %9 = make_token : token
  %assume_146 = assume div_by<16>, %arg85 : tile<ptr<f32>>
  %tview_147 = make_tensor_view %assume_146, shape = [%assume_assume_135, %assume_136, %assume_137, %assume_assume_139], strides = [%assume_assume_141, %assume_assume_143, %assume_assume_145, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_148 = assume div_by<16>, %arg94 : tile<i32>
  %assume_149 = assume div_by<16>, %arg95 : tile<i32>
  %assume_150 = assume div_by<16>, %arg96 : tile<i32>
  %cst_8_i32_151 = constant <i32: 8> : tile<i32>
  %cst_64_i32_152 = constant <i32: 64> : tile<i32>
  %cst_128_i32_153 = constant <i32: 128> : tile<i32>
  %cst_6_i32_154 = constant <i32: 6> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_155, %blockId_y_156, %blockId_z_157 = get_tile_block_id : tile<i32>
  %assume_blockId_x_158 = assume bounded<0, ?>, %blockId_x_155 : tile<i32>
  %assume_blockId_y_159 = assume bounded<0, ?>, %blockId_y_156 : tile<i32>
  %assume_blockId_z_160 = assume bounded<0, ?>, %blockId_z_157 : tile<i32>
  %10 = divi %assume_blockId_x, %cst_8_i32_151 signed rounding<negative_inf> : tile<i32>
  %11 = remi %assume_blockId_x, %cst_8_i32_151 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %12 = cmpi not_equal %11, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_161 = constant <i32: 0> : tile<i32>
  %13 = cmpi less_than %11, %cst_0_i32_161, signed : tile<i32> -> tile<i1>
  %cst_0_i32_162 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %14 = cmpi not_equal %13, %false, unsigned : tile<i1> -> tile<i1>
  %15 = andi %12, %14 : tile<i1>
  %16 = if %15 -> (tile<i32>) {
    %60 = addi %11, %cst_8_i32_151 : tile<i32>
    yield %60 : tile<i32>
  } else {
    yield %11 : tile<i32>
  }
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_163 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_164 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_165 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_26 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_166 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%10, %assume_blockId_y_159, %16, %cst_0_i32_166] token = %1 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_64_i32_167 = constant <i32: 64> : tile<i32>
  %cst_1_i32_168 = constant <i32: 1> : tile<i32>
  %cst_128_i32_169 = constant <i32: 128> : tile<i32>
  %cst_64_i32_170 = constant <i32: 64> : tile<i32>
  %cst_128_i32_171 = constant <i32: 128> : tile<i32>
  %reshape = reshape %tile : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %17 = ftof %reshape  : tile<64x128xbf16> -> tile<64x128xf32>
  %cst_-1_i32_172 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_173 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_174 = constant <i32: -1> : tile<i32>
  %pview_175 = make_partition_view %tview_51 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_176, %result_token_177 = load_view_tko weak %pview_175[%10, %assume_blockId_y_159, %16] token = %3 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_178 = constant <i32: 1> : tile<i32>
  %cst_64_i32_179 = constant <i32: 64> : tile<i32>
  %cst_1_i32_180 = constant <i32: 1> : tile<i32>
  %cst_64_i32_181 = constant <i32: 64> : tile<i32>
  %reshape_182 = reshape %tile_176 : tile<1x64x1xbf16> -> tile<64xbf16>
  %18 = ftof %reshape_182  : tile<64xbf16> -> tile<64xf32>
  %cst_-1_i32_183 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_184 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_185 = constant <i32: -1> : tile<i32>
  %pview_186 = make_partition_view %tview_61 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_187, %result_token_188 = load_view_tko weak %pview_186[%10, %assume_blockId_y_159, %16] token = %4 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_189 = constant <i32: 1> : tile<i32>
  %cst_64_i32_190 = constant <i32: 64> : tile<i32>
  %cst_1_i32_191 = constant <i32: 1> : tile<i32>
  %cst_64_i32_192 = constant <i32: 64> : tile<i32>
  %reshape_193 = reshape %tile_187 : tile<1x64x1xbf16> -> tile<64xbf16>
  %19 = ftof %reshape_193  : tile<64xbf16> -> tile<64xf32>
  %20 = scan %19 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg98: tile<f32>, %arg99: tile<f32>) {
    %60 = addf %arg98, %arg99  : tile<f32>
    yield %60 : tile<f32>
  }
  %21 = iota : tile<64xi32>
  %cst_64_i32_194 = constant <i32: 64> : tile<i32>
  %cst_64_i32_195 = constant <i32: 64> : tile<i32>
  %cst_1_i32_196 = constant <i32: 1> : tile<i32>
  %reshape_197 = reshape %21 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_198 = constant <i32: 64> : tile<i32>
  %cst_1_i32_199 = constant <i32: 1> : tile<i32>
  %cst_64_i32_200 = constant <i32: 64> : tile<i32>
  %reshape_201 = reshape %21 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_202 = constant <i32: 64> : tile<i32>
  %cst_1_i32_203 = constant <i32: 1> : tile<i32>
  %cst_64_i32_204 = constant <i32: 64> : tile<i32>
  %cst_64_i32_205 = constant <i32: 64> : tile<i32>
  %bcast = broadcast %reshape_197 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_206 = constant <i32: 1> : tile<i32>
  %cst_64_i32_207 = constant <i32: 64> : tile<i32>
  %cst_64_i32_208 = constant <i32: 64> : tile<i32>
  %cst_64_i32_209 = constant <i32: 64> : tile<i32>
  %bcast_210 = broadcast %reshape_201 : tile<1x64xi32> -> tile<64x64xi32>
  %22 = cmpi greater_than_or_equal %bcast, %bcast_210, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_211 = constant <i32: 64> : tile<i32>
  %cst_1_i32_212 = constant <i32: 1> : tile<i32>
  %cst_64_i32_213 = constant <i32: 64> : tile<i32>
  %cst_64_i32_214 = constant <i32: 64> : tile<i32>
  %bcast_215 = broadcast %reshape_197 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_216 = constant <i32: 1> : tile<i32>
  %cst_64_i32_217 = constant <i32: 64> : tile<i32>
  %cst_64_i32_218 = constant <i32: 64> : tile<i32>
  %cst_64_i32_219 = constant <i32: 64> : tile<i32>
  %bcast_220 = broadcast %reshape_201 : tile<1x64xi32> -> tile<64x64xi32>
  %23 = cmpi greater_than %bcast_215, %bcast_220, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_221 = constant <i32: 64> : tile<i32>
  %cst_64_i32_222 = constant <i32: 64> : tile<i32>
  %cst_1_i32_223 = constant <i32: 1> : tile<i32>
  %reshape_224 = reshape %20 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_225 = constant <i32: 64> : tile<i32>
  %cst_1_i32_226 = constant <i32: 1> : tile<i32>
  %cst_64_i32_227 = constant <i32: 64> : tile<i32>
  %reshape_228 = reshape %20 : tile<64xf32> -> tile<1x64xf32>
  %cst_64_i32_229 = constant <i32: 64> : tile<i32>
  %cst_1_i32_230 = constant <i32: 1> : tile<i32>
  %cst_64_i32_231 = constant <i32: 64> : tile<i32>
  %cst_64_i32_232 = constant <i32: 64> : tile<i32>
  %bcast_233 = broadcast %reshape_224 : tile<64x1xf32> -> tile<64x64xf32>
  %cst_1_i32_234 = constant <i32: 1> : tile<i32>
  %cst_64_i32_235 = constant <i32: 64> : tile<i32>
  %cst_64_i32_236 = constant <i32: 64> : tile<i32>
  %cst_64_i32_237 = constant <i32: 64> : tile<i32>
  %bcast_238 = broadcast %reshape_228 : tile<1x64xf32> -> tile<64x64xf32>
  %24 = subf %bcast_233, %bcast_238  : tile<64x64xf32>
  %25 = exp %24  : tile<64x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %26 = select %22, %25, %cst_0_f32 : tile<64x64xi1>, tile<64x64xf32>
  %cst_64_i32_239 = constant <i32: 64> : tile<i32>
  %cst_64_i32_240 = constant <i32: 64> : tile<i32>
  %cst_1_i32_241 = constant <i32: 1> : tile<i32>
  %reshape_242 = reshape %18 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_243 = constant <i32: 64> : tile<i32>
  %cst_1_i32_244 = constant <i32: 1> : tile<i32>
  %cst_64_i32_245 = constant <i32: 64> : tile<i32>
  %cst_128_i32_246 = constant <i32: 128> : tile<i32>
  %bcast_247 = broadcast %reshape_242 : tile<64x1xf32> -> tile<64x128xf32>
  %27 = mulf %17, %bcast_247  : tile<64x128xf32>
  %cst_64_i32_248 = constant <i32: 64> : tile<i32>
  %cst_128_i32_249 = constant <i32: 128> : tile<i32>
  %28 = permute %17 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
  %29 = ftof %27  : tile<64x128xf32> -> tile<64x128xtf32>
  %30 = ftof %28  : tile<128x64xf32> -> tile<128x64xtf32>
  %cst_0_f32_250 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %31 = mmaf %29, %30, %cst_0_f32_250 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
  %32 = ftof %31  : tile<64x64xf32> -> tile<64x64xtf32>
  %33 = ftof %32  : tile<64x64xtf32> -> tile<64x64xf32>
  %34 = mulf %33, %26  : tile<64x64xf32>
  %35 = negf %34 : tile<64x64xf32>
  %cst_0_f32_251 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %36 = select %23, %35, %cst_0_f32_251 : tile<64x64xi1>, tile<64x64xf32>
  %37 = iota : tile<64xi32>
  %cst_64_i32_252 = constant <i32: 64> : tile<i32>
  %cst_64_i32_253 = constant <i32: 64> : tile<i32>
  %cst_1_i32_254 = constant <i32: 1> : tile<i32>
  %reshape_255 = reshape %37 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_256 = constant <i32: 64> : tile<i32>
  %cst_1_i32_257 = constant <i32: 1> : tile<i32>
  %cst_64_i32_258 = constant <i32: 64> : tile<i32>
  %reshape_259 = reshape %37 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_260 = constant <i32: 64> : tile<i32>
  %cst_1_i32_261 = constant <i32: 1> : tile<i32>
  %cst_64_i32_262 = constant <i32: 64> : tile<i32>
  %cst_64_i32_263 = constant <i32: 64> : tile<i32>
  %bcast_264 = broadcast %reshape_255 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_265 = constant <i32: 1> : tile<i32>
  %cst_64_i32_266 = constant <i32: 64> : tile<i32>
  %cst_64_i32_267 = constant <i32: 64> : tile<i32>
  %cst_64_i32_268 = constant <i32: 64> : tile<i32>
  %bcast_269 = broadcast %reshape_259 : tile<1x64xi32> -> tile<64x64xi32>
  %38 = cmpi equal %bcast_264, %bcast_269, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<64x64xf32>
  %cst_0_f32_270 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %39 = select %38, %cst_1_f32, %cst_0_f32_270 : tile<64x64xi1>, tile<64x64xf32>
  %40 = absf %36 : tile<64x64xf32>
  %reduce = reduce %40 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %60 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %60 : tile<f32>
  }
  %cst_64_i32_271 = constant <i32: 64> : tile<i32>
  %cst_64_i32_272 = constant <i32: 64> : tile<i32>
  %reshape_273 = reshape %reduce : tile<64xf32> -> tile<64xf32>
  %reduce_274 = reduce %reshape_273 dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %60 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %60 : tile<f32>
  }
  %cst_1_f32_275 = constant <f32: 1.000000e+00> : tile<f32>
  %41 = cmpf less_than ordered %reduce_274, %cst_1_f32_275 : tile<f32> -> tile<i1>
  %42 = if %41 -> (tile<64x64xf32>) {
    %60 = addf %39, %36  : tile<64x64xf32>
    %cst_1_i32_355 = constant <i32: 1> : tile<i32>
    %cst_1_i32_356 = constant <i32: 1> : tile<i32>
    %for_357:2 = for %loopIdx in (%cst_1_i32_355 to %cst_6_i32_154, step %cst_1_i32_356) : tile<i32> iter_values(%iterArg0 = %36, %iterArg1 = %60) -> (tile<64x64xf32>, tile<64x64xf32>) {
      %assume_358 = assume bounded<1, 5>, %loopIdx : tile<i32>
      %61 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
      %62 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
      %cst_0_f32_359 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %63 = mmaf %61, %62, %cst_0_f32_359 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %64 = ftof %63  : tile<64x64xf32> -> tile<64x64xtf32>
      %65 = ftof %64  : tile<64x64xtf32> -> tile<64x64xf32>
      %66 = addf %39, %65  : tile<64x64xf32>
      %67 = ftof %iterArg1  : tile<64x64xf32> -> tile<64x64xtf32>
      %68 = ftof %66  : tile<64x64xf32> -> tile<64x64xtf32>
      %cst_0_f32_360 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %69 = mmaf %67, %68, %cst_0_f32_360 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %70 = ftof %69  : tile<64x64xf32> -> tile<64x64xtf32>
      %71 = ftof %70  : tile<64x64xtf32> -> tile<64x64xf32>
      continue %65, %71 : tile<64x64xf32>, tile<64x64xf32>
    }
    yield %for_357#1 : tile<64x64xf32>
  } else {
    %60 = iota : tile<64xi32>
    %cst_1_i32_355 = constant <i32: 1> : tile<i32>
    %cst_1_i32_356 = constant <i32: 1> : tile<i32>
    %for_357 = for %loopIdx in (%cst_1_i32_355 to %cst_64_i32_152, step %cst_1_i32_356) : tile<i32> iter_values(%iterArg0 = %36) -> (tile<64x64xf32>) {
      %assume_378 = assume bounded<1, 63>, %loopIdx : tile<i32>
      %cst_64_i32_379 = constant <i32: 64> : tile<i32>
      %cst_1_i32_380 = constant <i32: 1> : tile<i32>
      %cst_1_i32_381 = constant <i32: 1> : tile<i32>
      %reshape_382 = reshape %assume_378 : tile<i32> -> tile<1xi32>
      %cst_1_i32_383 = constant <i32: 1> : tile<i32>
      %cst_64_i32_384 = constant <i32: 64> : tile<i32>
      %bcast_385 = broadcast %reshape_382 : tile<1xi32> -> tile<64xi32>
      %64 = cmpi equal %60, %bcast_385, signed : tile<64xi32> -> tile<64xi1>
      %cst_64_i32_386 = constant <i32: 64> : tile<i32>
      %cst_64_i32_387 = constant <i32: 64> : tile<i32>
      %cst_1_i32_388 = constant <i32: 1> : tile<i32>
      %reshape_389 = reshape %64 : tile<64xi1> -> tile<64x1xi1>
      %cst_0_f32_390 = constant <f32: 0.000000e+00> : tile<64x64xf32>
      %cst_64_i32_391 = constant <i32: 64> : tile<i32>
      %cst_1_i32_392 = constant <i32: 1> : tile<i32>
      %cst_64_i32_393 = constant <i32: 64> : tile<i32>
      %cst_64_i32_394 = constant <i32: 64> : tile<i32>
      %bcast_395 = broadcast %reshape_389 : tile<64x1xi1> -> tile<64x64xi1>
      %65 = select %bcast_395, %iterArg0, %cst_0_f32_390 : tile<64x64xi1>, tile<64x64xf32>
      %reduce_396 = reduce %65 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %69 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %69 : tile<f32>
      }
      %cst_64_i32_397 = constant <i32: 64> : tile<i32>
      %cst_64_i32_398 = constant <i32: 64> : tile<i32>
      %reshape_399 = reshape %reduce_396 : tile<64xf32> -> tile<64xf32>
      %cst_64_i32_400 = constant <i32: 64> : tile<i32>
      %cst_64_i32_401 = constant <i32: 64> : tile<i32>
      %cst_1_i32_402 = constant <i32: 1> : tile<i32>
      %reshape_403 = reshape %reshape_399 : tile<64xf32> -> tile<64x1xf32>
      %cst_64_i32_404 = constant <i32: 64> : tile<i32>
      %cst_1_i32_405 = constant <i32: 1> : tile<i32>
      %cst_64_i32_406 = constant <i32: 64> : tile<i32>
      %cst_64_i32_407 = constant <i32: 64> : tile<i32>
      %bcast_408 = broadcast %reshape_403 : tile<64x1xf32> -> tile<64x64xf32>
      %66 = mulf %bcast_408, %iterArg0  : tile<64x64xf32>
      %reduce_409 = reduce %66 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %69 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %69 : tile<f32>
      }
      %cst_64_i32_410 = constant <i32: 64> : tile<i32>
      %cst_64_i32_411 = constant <i32: 64> : tile<i32>
      %reshape_412 = reshape %reduce_409 : tile<64xf32> -> tile<64xf32>
      %cst_64_i32_413 = constant <i32: 64> : tile<i32>
      %cst_1_i32_414 = constant <i32: 1> : tile<i32>
      %cst_64_i32_415 = constant <i32: 64> : tile<i32>
      %reshape_416 = reshape %reshape_412 : tile<64xf32> -> tile<1x64xf32>
      %cst_0_f32_417 = constant <f32: 0.000000e+00> : tile<1x64xf32>
      %cst_64_i32_418 = constant <i32: 64> : tile<i32>
      %cst_1_i32_419 = constant <i32: 1> : tile<i32>
      %cst_64_i32_420 = constant <i32: 64> : tile<i32>
      %cst_64_i32_421 = constant <i32: 64> : tile<i32>
      %bcast_422 = broadcast %reshape_389 : tile<64x1xi1> -> tile<64x64xi1>
      %cst_1_i32_423 = constant <i32: 1> : tile<i32>
      %cst_64_i32_424 = constant <i32: 64> : tile<i32>
      %cst_64_i32_425 = constant <i32: 64> : tile<i32>
      %cst_64_i32_426 = constant <i32: 64> : tile<i32>
      %bcast_427 = broadcast %reshape_416 : tile<1x64xf32> -> tile<64x64xf32>
      %cst_1_i32_428 = constant <i32: 1> : tile<i32>
      %cst_64_i32_429 = constant <i32: 64> : tile<i32>
      %cst_64_i32_430 = constant <i32: 64> : tile<i32>
      %cst_64_i32_431 = constant <i32: 64> : tile<i32>
      %bcast_432 = broadcast %cst_0_f32_417 : tile<1x64xf32> -> tile<64x64xf32>
      %67 = select %bcast_422, %bcast_427, %bcast_432 : tile<64x64xi1>, tile<64x64xf32>
      %68 = addf %iterArg0, %67  : tile<64x64xf32>
      continue %68 : tile<64x64xf32>
    }
    %cst_64_i32_358 = constant <i32: 64> : tile<i32>
    %cst_64_i32_359 = constant <i32: 64> : tile<i32>
    %cst_1_i32_360 = constant <i32: 1> : tile<i32>
    %reshape_361 = reshape %60 : tile<64xi32> -> tile<64x1xi32>
    %cst_64_i32_362 = constant <i32: 64> : tile<i32>
    %cst_1_i32_363 = constant <i32: 1> : tile<i32>
    %cst_64_i32_364 = constant <i32: 64> : tile<i32>
    %reshape_365 = reshape %60 : tile<64xi32> -> tile<1x64xi32>
    %cst_64_i32_366 = constant <i32: 64> : tile<i32>
    %cst_1_i32_367 = constant <i32: 1> : tile<i32>
    %cst_64_i32_368 = constant <i32: 64> : tile<i32>
    %cst_64_i32_369 = constant <i32: 64> : tile<i32>
    %bcast_370 = broadcast %reshape_361 : tile<64x1xi32> -> tile<64x64xi32>
    %cst_1_i32_371 = constant <i32: 1> : tile<i32>
    %cst_64_i32_372 = constant <i32: 64> : tile<i32>
    %cst_64_i32_373 = constant <i32: 64> : tile<i32>
    %cst_64_i32_374 = constant <i32: 64> : tile<i32>
    %bcast_375 = broadcast %reshape_365 : tile<1x64xi32> -> tile<64x64xi32>
    %61 = cmpi equal %bcast_370, %bcast_375, signed : tile<64x64xi32> -> tile<64x64xi1>
    %cst_1_f32_376 = constant <f32: 1.000000e+00> : tile<64x64xf32>
    %cst_0_f32_377 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %62 = select %61, %cst_1_f32_376, %cst_0_f32_377 : tile<64x64xi1>, tile<64x64xf32>
    %63 = addf %for_357, %62  : tile<64x64xf32>
    yield %63 : tile<64x64xf32>
  }
  %43 = divi %assume_150, %cst_128_i32_153 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_276 = constant <i32: 0> : tile<i32>
  %cst_1_i32_277 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%cst_0_i32_276 to %43, step %cst_1_i32_277) : tile<i32> iter_values(%iterArg0 = %7, %iterArg1 = %7) -> (token, token) {
    %assume_355 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_356 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_357 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_358 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_359 = constant <i32: -1> : tile<i32>
    %pview_360 = make_partition_view %tview_41 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %tile_361, %result_token_362 = load_view_tko weak %pview_360[%10, %assume_blockId_y_159, %16, %assume_355] token = %2 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
    %cst_1_i32_363 = constant <i32: 1> : tile<i32>
    %cst_64_i32_364 = constant <i32: 64> : tile<i32>
    %cst_1_i32_365 = constant <i32: 1> : tile<i32>
    %cst_128_i32_366 = constant <i32: 128> : tile<i32>
    %cst_64_i32_367 = constant <i32: 64> : tile<i32>
    %cst_128_i32_368 = constant <i32: 128> : tile<i32>
    %reshape_369 = reshape %tile_361 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
    %60 = ftof %reshape_369  : tile<64x128xbf16> -> tile<64x128xf32>
    %cst_64_i32_370 = constant <i32: 64> : tile<i32>
    %cst_64_i32_371 = constant <i32: 64> : tile<i32>
    %cst_1_i32_372 = constant <i32: 1> : tile<i32>
    %reshape_373 = reshape %18 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_374 = constant <i32: 64> : tile<i32>
    %cst_1_i32_375 = constant <i32: 1> : tile<i32>
    %cst_64_i32_376 = constant <i32: 64> : tile<i32>
    %cst_128_i32_377 = constant <i32: 128> : tile<i32>
    %bcast_378 = broadcast %reshape_373 : tile<64x1xf32> -> tile<64x128xf32>
    %61 = mulf %60, %bcast_378  : tile<64x128xf32>
    %62 = ftof %42  : tile<64x64xf32> -> tile<64x64xtf32>
    %63 = ftof %61  : tile<64x128xf32> -> tile<64x128xtf32>
    %cst_0_f32_379 = constant <f32: 0.000000e+00> : tile<64x128xf32>
    %64 = mmaf %62, %63, %cst_0_f32_379 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
    %65 = ftof %64  : tile<64x128xf32> -> tile<64x128xtf32>
    %66 = ftof %65  : tile<64x128xtf32> -> tile<64x128xf32>
    %67 = ftof %66  : tile<64x128xf32> -> tile<64x128xbf16>
    %cst_64_i32_380 = constant <i32: 64> : tile<i32>
    %cst_128_i32_381 = constant <i32: 128> : tile<i32>
    %cst_1_i32_382 = constant <i32: 1> : tile<i32>
    %cst_1_i32_383 = constant <i32: 1> : tile<i32>
    %cst_1_i32_384 = constant <i32: 1> : tile<i32>
    %cst_64_i32_385 = constant <i32: 64> : tile<i32>
    %cst_128_i32_386 = constant <i32: 128> : tile<i32>
    %reshape_387 = reshape %67 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
    %pview_388 = make_partition_view %tview_115 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
    %cst_0_i32_389 = constant <i32: 0> : tile<i32>
    %68 = store_view_tko weak %reshape_387, %pview_388[%10, %16, %assume_blockId_y_159, %cst_0_i32_389, %assume_355] token = %7 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
    %69 = join_tokens %iterArg0, %68 : token
    continue %69, %69 : token, token
  }
  %44 = exp %20  : tile<64xf32>
  %cst_64_i32_278 = constant <i32: 64> : tile<i32>
  %cst_64_i32_279 = constant <i32: 64> : tile<i32>
  %cst_1_i32_280 = constant <i32: 1> : tile<i32>
  %reshape_281 = reshape %44 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_282 = constant <i32: 64> : tile<i32>
  %cst_1_i32_283 = constant <i32: 1> : tile<i32>
  %cst_64_i32_284 = constant <i32: 64> : tile<i32>
  %cst_128_i32_285 = constant <i32: 128> : tile<i32>
  %bcast_286 = broadcast %reshape_281 : tile<64x1xf32> -> tile<64x128xf32>
  %45 = mulf %27, %bcast_286  : tile<64x128xf32>
  %46 = ftof %42  : tile<64x64xf32> -> tile<64x64xtf32>
  %47 = ftof %45  : tile<64x128xf32> -> tile<64x128xtf32>
  %cst_0_f32_287 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %48 = mmaf %46, %47, %cst_0_f32_287 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
  %49 = ftof %48  : tile<64x128xf32> -> tile<64x128xtf32>
  %50 = ftof %49  : tile<64x128xtf32> -> tile<64x128xf32>
  %51 = ftof %50  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_288 = constant <i32: 64> : tile<i32>
  %cst_128_i32_289 = constant <i32: 128> : tile<i32>
  %cst_1_i32_290 = constant <i32: 1> : tile<i32>
  %cst_1_i32_291 = constant <i32: 1> : tile<i32>
  %cst_1_i32_292 = constant <i32: 1> : tile<i32>
  %cst_64_i32_293 = constant <i32: 64> : tile<i32>
  %cst_128_i32_294 = constant <i32: 128> : tile<i32>
  %reshape_295 = reshape %51 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_296 = make_partition_view %tview_133 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_297 = constant <i32: 0> : tile<i32>
  %cst_0_i32_298 = constant <i32: 0> : tile<i32>
  %52 = store_view_tko weak %reshape_295, %pview_296[%10, %16, %assume_blockId_y_159, %cst_0_i32_297, %cst_0_i32_298] token = %8 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_64_i32_299 = constant <i32: 64> : tile<i32>
  %cst_1_i32_300 = constant <i32: 1> : tile<i32>
  %cst_1_i32_301 = constant <i32: 1> : tile<i32>
  %cst_1_i32_302 = constant <i32: 1> : tile<i32>
  %cst_64_i32_303 = constant <i32: 64> : tile<i32>
  %reshape_304 = reshape %20 : tile<64xf32> -> tile<1x1x1x64xf32>
  %pview_305 = make_partition_view %tview_147 : partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_306 = constant <i32: 0> : tile<i32>
  %53 = store_view_tko weak %reshape_304, %pview_305[%10, %16, %assume_blockId_y_159, %cst_0_i32_306] token = %9 : tile<1x1x1x64xf32>, partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_-1_i32_307 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_308 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_309 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_310 = constant <i32: -1> : tile<i32>
  %pview_311 = make_partition_view %tview : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_312 = constant <i32: 0> : tile<i32>
  %tile_313, %result_token_314 = load_view_tko weak %pview_311[%10, %assume_blockId_y_159, %16, %cst_0_i32_312] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32_315 = constant <i32: 1> : tile<i32>
  %cst_64_i32_316 = constant <i32: 64> : tile<i32>
  %cst_1_i32_317 = constant <i32: 1> : tile<i32>
  %cst_128_i32_318 = constant <i32: 128> : tile<i32>
  %cst_64_i32_319 = constant <i32: 64> : tile<i32>
  %cst_128_i32_320 = constant <i32: 128> : tile<i32>
  %reshape_321 = reshape %tile_313 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %54 = ftof %reshape_321  : tile<64x128xbf16> -> tile<64x128xf32>
  %cst_64_i32_322 = constant <i32: 64> : tile<i32>
  %cst_128_i32_323 = constant <i32: 128> : tile<i32>
  %cst_1_i32_324 = constant <i32: 1> : tile<i32>
  %cst_1_i32_325 = constant <i32: 1> : tile<i32>
  %cst_1_i32_326 = constant <i32: 1> : tile<i32>
  %reshape_327 = reshape %arg97 : tile<f32> -> tile<1x1xf32>
  %cst_1_i32_328 = constant <i32: 1> : tile<i32>
  %cst_1_i32_329 = constant <i32: 1> : tile<i32>
  %cst_64_i32_330 = constant <i32: 64> : tile<i32>
  %cst_128_i32_331 = constant <i32: 128> : tile<i32>
  %bcast_332 = broadcast %reshape_327 : tile<1x1xf32> -> tile<64x128xf32>
  %55 = mulf %54, %bcast_332  : tile<64x128xf32>
  %56 = ftof %55  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_333 = constant <i32: 64> : tile<i32>
  %cst_128_i32_334 = constant <i32: 128> : tile<i32>
  %cst_1_i32_335 = constant <i32: 1> : tile<i32>
  %cst_1_i32_336 = constant <i32: 1> : tile<i32>
  %cst_1_i32_337 = constant <i32: 1> : tile<i32>
  %cst_64_i32_338 = constant <i32: 64> : tile<i32>
  %cst_128_i32_339 = constant <i32: 128> : tile<i32>
  %reshape_340 = reshape %56 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_341 = make_partition_view %tview_79 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_342 = constant <i32: 0> : tile<i32>
  %cst_0_i32_343 = constant <i32: 0> : tile<i32>
  %57 = store_view_tko weak %reshape_340, %pview_341[%10, %16, %assume_blockId_y_159, %cst_0_i32_342, %cst_0_i32_343] token = %5 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %58 = ftof %17  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_344 = constant <i32: 64> : tile<i32>
  %cst_128_i32_345 = constant <i32: 128> : tile<i32>
  %cst_1_i32_346 = constant <i32: 1> : tile<i32>
  %cst_1_i32_347 = constant <i32: 1> : tile<i32>
  %cst_1_i32_348 = constant <i32: 1> : tile<i32>
  %cst_64_i32_349 = constant <i32: 64> : tile<i32>
  %cst_128_i32_350 = constant <i32: 128> : tile<i32>
  %reshape_351 = reshape %58 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_352 = make_partition_view %tview_97 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_353 = constant <i32: 0> : tile<i32>
  %cst_0_i32_354 = constant <i32: 0> : tile<i32>
  %59 = store_view_tko weak %reshape_351, %pview_352[%10, %16, %assume_blockId_y_159, %cst_0_i32_353, %cst_0_i32_354] token = %6 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  return
}
