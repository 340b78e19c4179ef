entry @_intra_chunk_prepare_kernel_Kt2_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A3bf16_1v8_3l0_4t1_p16_A3bf16_1v8_3l0_4t1_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A4f32_4s1_7v4l0_8i16t1_p16_Si32_Si32_Si32_Sf32_I4_B1_I64_I128_I6_B1(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<ptr<bf16>>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<ptr<bf16>>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<i32>, %arg69: tile<i32>, %arg70: tile<i32>, %arg71: tile<i32>, %arg72: tile<i32>, %arg73: tile<i32>, %arg74: tile<ptr<bf16>>, %arg75: tile<i32>, %arg76: tile<i32>, %arg77: tile<i32>, %arg78: tile<i32>, %arg79: tile<i32>, %arg80: tile<i32>, %arg81: tile<i32>, %arg82: tile<i32>, %arg83: tile<i32>, %arg84: tile<i32>, %arg85: tile<ptr<f32>>, %arg86: tile<i32>, %arg87: tile<i32>, %arg88: tile<i32>, %arg89: tile<i32>, %arg90: tile<i32>, %arg91: tile<i32>, %arg92: tile<i32>, %arg93: tile<i32>, %arg94: tile<i32>, %arg95: tile<i32>, %arg96: tile<i32>, %arg97: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<8>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_5 = assume div_by<16>, %arg13 : tile<i32>
  %assume_6 = assume div_by<8>, %arg14 : tile<i32>
  %assume_7 = assume div_by<8>, %arg15 : tile<i32>
  %assume_8 = assume div_by<8>, %arg16 : tile<i32>
  %assume_9 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_10 = assume div_by<16>, %arg22 : tile<i32>
  %assume_11 = assume div_by<8>, %arg23 : tile<i32>
  %assume_12 = assume div_by<8>, %arg24 : tile<i32>
  %assume_13 = assume div_by<8>, %arg25 : tile<i32>
  %assume_14 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_15 = assume div_by<8>, %arg31 : tile<i32>
  %assume_16 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %assume_17 = assume div_by<8>, %arg38 : tile<i32>
  %assume_18 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %assume_19 = assume div_by<16>, %arg45 : tile<i32>
  %assume_20 = assume div_by<16>, %arg46 : tile<i32>
  %assume_21 = assume div_by<8>, %arg47 : tile<i32>
  %assume_22 = assume div_by<8>, %arg48 : tile<i32>
  %assume_23 = assume div_by<8>, %arg49 : tile<i32>
  %assume_24 = assume div_by<8>, %arg50 : tile<i32>
  %assume_25 = assume div_by<16>, %arg52 : tile<ptr<bf16>>
  %assume_26 = assume div_by<16>, %arg56 : tile<i32>
  %assume_27 = assume div_by<16>, %arg57 : tile<i32>
  %assume_28 = assume div_by<8>, %arg58 : tile<i32>
  %assume_29 = assume div_by<8>, %arg59 : tile<i32>
  %assume_30 = assume div_by<8>, %arg60 : tile<i32>
  %assume_31 = assume div_by<8>, %arg61 : tile<i32>
  %assume_32 = assume div_by<16>, %arg63 : tile<ptr<bf16>>
  %assume_33 = assume div_by<16>, %arg67 : tile<i32>
  %assume_34 = assume div_by<16>, %arg68 : tile<i32>
  %assume_35 = assume div_by<8>, %arg69 : tile<i32>
  %assume_36 = assume div_by<8>, %arg70 : tile<i32>
  %assume_37 = assume div_by<8>, %arg71 : tile<i32>
  %assume_38 = assume div_by<8>, %arg72 : tile<i32>
  %assume_39 = assume div_by<16>, %arg74 : tile<ptr<bf16>>
  %assume_40 = assume div_by<16>, %arg78 : tile<i32>
  %assume_41 = assume div_by<16>, %arg79 : tile<i32>
  %assume_42 = assume div_by<8>, %arg80 : tile<i32>
  %assume_43 = assume div_by<8>, %arg81 : tile<i32>
  %assume_44 = assume div_by<8>, %arg82 : tile<i32>
  %assume_45 = assume div_by<8>, %arg83 : tile<i32>
  %assume_46 = assume div_by<16>, %arg85 : tile<ptr<f32>>
  %assume_47 = assume div_by<16>, %arg89 : tile<i32>
  %assume_48 = assume div_by<4>, %arg90 : tile<i32>
  %assume_49 = assume div_by<4>, %arg91 : tile<i32>
  %assume_50 = assume div_by<4>, %arg92 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_51 = constant <i32: 1> : tile<i32>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %cst_1_i32_53 = constant <i32: 1> : tile<i32>
  %cst_1_i32_54 = constant <i32: 1> : tile<i32>
  %cst_1_i32_55 = constant <i32: 1> : tile<i32>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %cst_1_i32_57 = constant <i32: 1> : tile<i32>
  %cst_1_i32_58 = constant <i32: 1> : tile<i32>
  %cst_1_i32_59 = constant <i32: 1> : tile<i32>
  %cst_1_i32_60 = constant <i32: 1> : tile<i32>
  %cst_1_i32_61 = constant <i32: 1> : tile<i32>
  %cst_1_i32_62 = constant <i32: 1> : tile<i32>
  %cst_1_i32_63 = constant <i32: 1> : tile<i32>
  %cst_1_i32_64 = constant <i32: 1> : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_66 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_67 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_65, %assume_66, %assume_67, %assume_assume_assume], strides = [%assume_assume_assume_69, %assume_assume_assume_71, %assume_assume_assume_73, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_74 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_75 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_78 = assume div_by<16>, %assume_assume_77 : tile<i32>
  %assume_assume_79 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_80 = assume div_by<8>, %assume_assume_79 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_82 = assume div_by<8>, %assume_assume_81 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_84 = assume div_by<8>, %assume_assume_83 : tile<i32>
  %tview_85 = make_tensor_view %assume_4, shape = [%assume_74, %assume_75, %assume_76, %assume_assume_assume_78], strides = [%assume_assume_assume_80, %assume_assume_assume_82, %assume_assume_assume_84, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_86 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_87 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_88 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_89 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_90 = assume div_by<16>, %assume_assume_89 : tile<i32>
  %assume_assume_91 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_92 = assume div_by<8>, %assume_assume_91 : tile<i32>
  %assume_assume_93 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_94 = assume div_by<8>, %assume_assume_93 : tile<i32>
  %assume_assume_95 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_96 = assume div_by<8>, %assume_assume_95 : tile<i32>
  %tview_97 = make_tensor_view %assume_9, shape = [%assume_86, %assume_87, %assume_88, %assume_assume_assume_90], strides = [%assume_assume_assume_92, %assume_assume_assume_94, %assume_assume_assume_96, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_98 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_99 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_100 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_101 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_102 = assume div_by<8>, %assume_assume_101 : tile<i32>
  %assume_103 = assume bounded<0, ?>, %arg32 : tile<i32>
  %tview_104 = make_tensor_view %assume_14, shape = [%assume_98, %assume_99, %assume_100], strides = [%assume_assume_assume_102, %assume_103, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_105 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_107 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_assume_108 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_109 = assume div_by<8>, %assume_assume_108 : tile<i32>
  %assume_110 = assume bounded<0, ?>, %arg39 : tile<i32>
  %tview_111 = make_tensor_view %assume_16, shape = [%assume_105, %assume_106, %assume_107], strides = [%assume_assume_assume_109, %assume_110, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_112 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_113 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_assume_114 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_115 = assume div_by<16>, %assume_assume_114 : tile<i32>
  %assume_assume_116 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_117 = assume div_by<16>, %assume_assume_116 : tile<i32>
  %assume_assume_118 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_119 = assume div_by<8>, %assume_assume_118 : tile<i32>
  %assume_assume_120 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_121 = assume div_by<8>, %assume_assume_120 : tile<i32>
  %assume_assume_122 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_123 = assume div_by<8>, %assume_assume_122 : tile<i32>
  %assume_assume_124 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_125 = assume div_by<8>, %assume_assume_124 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_123 : tile<i32>
  %tview_126 = make_tensor_view %assume_18, shape = [%assume_112, %assume_113, 1, %assume_assume_assume_115, %assume_assume_assume_117], strides = [%assume_assume_assume_119, %assume_assume_assume_121, %assume_assume_assume_assume, %assume_assume_assume_125, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_127 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_128 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_assume_129 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_130 = assume div_by<16>, %assume_assume_129 : tile<i32>
  %assume_assume_131 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_132 = assume div_by<16>, %assume_assume_131 : tile<i32>
  %assume_assume_133 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_134 = assume div_by<8>, %assume_assume_133 : tile<i32>
  %assume_assume_135 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_assume_136 = assume div_by<8>, %assume_assume_135 : tile<i32>
  %assume_assume_137 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_138 = assume div_by<8>, %assume_assume_137 : tile<i32>
  %assume_assume_139 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_140 = assume div_by<8>, %assume_assume_139 : tile<i32>
  %assume_assume_assume_assume_141 = assume div_by<8>, %assume_assume_assume_138 : tile<i32>
  %tview_142 = make_tensor_view %assume_25, shape = [%assume_127, %assume_128, 1, %assume_assume_assume_130, %assume_assume_assume_132], strides = [%assume_assume_assume_134, %assume_assume_assume_136, %assume_assume_assume_assume_141, %assume_assume_assume_140, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_143 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_144 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_assume_145 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_146 = assume div_by<16>, %assume_assume_145 : tile<i32>
  %assume_assume_147 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_148 = assume div_by<16>, %assume_assume_147 : tile<i32>
  %assume_assume_149 = assume bounded<0, ?>, %assume_35 : tile<i32>
  %assume_assume_assume_150 = assume div_by<8>, %assume_assume_149 : tile<i32>
  %assume_assume_151 = assume bounded<0, ?>, %assume_36 : tile<i32>
  %assume_assume_assume_152 = assume div_by<8>, %assume_assume_151 : tile<i32>
  %assume_assume_153 = assume bounded<0, ?>, %assume_37 : tile<i32>
  %assume_assume_assume_154 = assume div_by<8>, %assume_assume_153 : tile<i32>
  %assume_assume_155 = assume bounded<0, ?>, %assume_38 : tile<i32>
  %assume_assume_assume_156 = assume div_by<8>, %assume_assume_155 : tile<i32>
  %assume_assume_assume_assume_157 = assume div_by<8>, %assume_assume_assume_154 : tile<i32>
  %tview_158 = make_tensor_view %assume_32, shape = [%assume_143, %assume_144, 1, %assume_assume_assume_146, %assume_assume_assume_148], strides = [%assume_assume_assume_150, %assume_assume_assume_152, %assume_assume_assume_assume_157, %assume_assume_assume_156, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_159 = assume bounded<0, ?>, %arg75 : tile<i32>
  %assume_160 = assume bounded<0, ?>, %arg76 : tile<i32>
  %assume_assume_161 = assume bounded<0, ?>, %assume_40 : tile<i32>
  %assume_assume_assume_162 = assume div_by<16>, %assume_assume_161 : tile<i32>
  %assume_assume_163 = assume bounded<0, ?>, %assume_41 : tile<i32>
  %assume_assume_assume_164 = assume div_by<16>, %assume_assume_163 : tile<i32>
  %assume_assume_165 = assume bounded<0, ?>, %assume_42 : tile<i32>
  %assume_assume_assume_166 = assume div_by<8>, %assume_assume_165 : tile<i32>
  %assume_assume_167 = assume bounded<0, ?>, %assume_43 : tile<i32>
  %assume_assume_assume_168 = assume div_by<8>, %assume_assume_167 : tile<i32>
  %assume_assume_169 = assume bounded<0, ?>, %assume_44 : tile<i32>
  %assume_assume_assume_170 = assume div_by<8>, %assume_assume_169 : tile<i32>
  %assume_assume_171 = assume bounded<0, ?>, %assume_45 : tile<i32>
  %assume_assume_assume_172 = assume div_by<8>, %assume_assume_171 : tile<i32>
  %assume_assume_assume_assume_173 = assume div_by<8>, %assume_assume_assume_170 : tile<i32>
  %tview_174 = make_tensor_view %assume_39, shape = [%assume_159, %assume_160, 1, %assume_assume_assume_162, %assume_assume_assume_164], strides = [%assume_assume_assume_166, %assume_assume_assume_168, %assume_assume_assume_assume_173, %assume_assume_assume_172, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_175 = assume bounded<0, ?>, %arg86 : tile<i32>
  %assume_176 = assume bounded<0, ?>, %arg87 : tile<i32>
  %assume_assume_177 = assume bounded<0, ?>, %assume_47 : tile<i32>
  %assume_assume_assume_178 = assume div_by<16>, %assume_assume_177 : tile<i32>
  %assume_assume_179 = assume bounded<0, ?>, %assume_48 : tile<i32>
  %assume_assume_assume_180 = assume div_by<4>, %assume_assume_179 : tile<i32>
  %assume_assume_181 = assume bounded<0, ?>, %assume_49 : tile<i32>
  %assume_assume_assume_182 = assume div_by<4>, %assume_assume_181 : tile<i32>
  %assume_assume_183 = assume bounded<0, ?>, %assume_50 : tile<i32>
  %assume_assume_assume_184 = assume div_by<4>, %assume_assume_183 : tile<i32>
  %assume_assume_assume_assume_185 = assume div_by<4>, %assume_assume_assume_184 : tile<i32>
  %tview_186 = make_tensor_view %assume_46, shape = [%assume_175, %assume_176, 1, %assume_assume_assume_178], strides = [%assume_assume_assume_180, %assume_assume_assume_182, %assume_assume_assume_assume_185, 1] : tile<i32> -> tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_187, %blockId_y_188, %blockId_z_189 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %cst_4_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %cst_4_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_4_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %cst_0_i32_190 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_85 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %blockId_y_188, %8, %cst_0_i32_190] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %reshape = reshape %tile : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %9 = ftof %reshape  : tile<64x128xbf16> -> tile<64x128xf32>
  %10 = mulf %9, %9  : tile<64x128xf32>
  %reduce = reduce %10 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %59 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %59 : tile<f32>
  }
  %reshape_191 = reshape %reduce : tile<64xf32> -> tile<64x1xf32>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
  %reshape_192 = reshape %cst_f32 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_192 : tile<1x1xf32> -> tile<64x1xf32>
  %11 = addf %reshape_191, %bcast  : tile<64x1xf32>
  %12 = rsqrt %11 : tile<64x1xf32>
  %bcast_193 = broadcast %12 : tile<64x1xf32> -> tile<64x128xf32>
  %13 = mulf %9, %bcast_193  : tile<64x128xf32>
  %pview_194 = make_partition_view %tview_104 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_195, %result_token_196 = load_view_tko weak %pview_194[%1, %blockId_y_188, %8] token = %0 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %reshape_197 = reshape %tile_195 : tile<1x64x1xbf16> -> tile<64xbf16>
  %14 = ftof %reshape_197  : tile<64xbf16> -> tile<64xf32>
  %pview_198 = make_partition_view %tview_111 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_199, %result_token_200 = load_view_tko weak %pview_198[%1, %blockId_y_188, %8] token = %0 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %reshape_201 = reshape %tile_199 : tile<1x64x1xbf16> -> tile<64xbf16>
  %15 = ftof %reshape_201  : tile<64xbf16> -> tile<64xf32>
  %16 = scan %15 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg98: tile<f32>, %arg99: tile<f32>) {
    %59 = addf %arg98, %arg99  : tile<f32>
    yield %59 : tile<f32>
  }
  %17 = iota : tile<64xi32>
  %reshape_202 = reshape %17 : tile<64xi32> -> tile<64x1xi32>
  %reshape_203 = reshape %17 : tile<64xi32> -> tile<1x64xi32>
  %bcast_204 = broadcast %reshape_202 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_205 = broadcast %reshape_203 : tile<1x64xi32> -> tile<64x64xi32>
  %18 = cmpi greater_than_or_equal %bcast_204, %bcast_205, signed : tile<64x64xi32> -> tile<64x64xi1>
  %bcast_206 = broadcast %reshape_202 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_207 = broadcast %reshape_203 : tile<1x64xi32> -> tile<64x64xi32>
  %19 = cmpi greater_than %bcast_206, %bcast_207, signed : tile<64x64xi32> -> tile<64x64xi1>
  %reshape_208 = reshape %16 : tile<64xf32> -> tile<64x1xf32>
  %reshape_209 = reshape %16 : tile<64xf32> -> tile<1x64xf32>
  %bcast_210 = broadcast %reshape_208 : tile<64x1xf32> -> tile<64x64xf32>
  %bcast_211 = broadcast %reshape_209 : tile<1x64xf32> -> tile<64x64xf32>
  %20 = subf %bcast_210, %bcast_211  : tile<64x64xf32>
  %21 = exp %20  : tile<64x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_212 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_213 = broadcast %reshape_212 : tile<1x1xf32> -> tile<64x64xf32>
  %22 = select %18, %21, %bcast_213 : tile<64x64xi1>, tile<64x64xf32>
  %reshape_214 = reshape %14 : tile<64xf32> -> tile<64x1xf32>
  %bcast_215 = broadcast %reshape_214 : tile<64x1xf32> -> tile<64x128xf32>
  %23 = mulf %13, %bcast_215  : tile<64x128xf32>
  %24 = permute %13 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
  %25 = ftof %23  : tile<64x128xf32> -> tile<64x128xtf32>
  %26 = ftof %24  : tile<128x64xf32> -> tile<128x64xtf32>
  %cst_0_f32_216 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %27 = mmaf %25, %26, %cst_0_f32_216 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
  %28 = ftof %27  : tile<64x64xf32> -> tile<64x64xtf32>
  %29 = ftof %28  : tile<64x64xtf32> -> tile<64x64xf32>
  %30 = mulf %29, %22  : tile<64x64xf32>
  %31 = negf %30 : tile<64x64xf32>
  %cst_0_f32_217 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_218 = reshape %cst_0_f32_217 : tile<f32> -> tile<1x1xf32>
  %bcast_219 = broadcast %reshape_218 : tile<1x1xf32> -> tile<64x64xf32>
  %32 = select %19, %31, %bcast_219 : tile<64x64xi1>, tile<64x64xf32>
  %33 = iota : tile<64xi32>
  %cst_1_i32_220 = constant <i32: 1> : tile<i32>
  %cst_1_i32_221 = constant <i32: 1> : tile<i32>
  %cst_0_f32_222 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_223 = reshape %cst_0_f32_222 : tile<f32> -> tile<1x1xf32>
  %bcast_224 = broadcast %reshape_223 : tile<1x1xf32> -> tile<64x64xf32>
  %cst_0_f32_225 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_226 = reshape %cst_0_f32_225 : tile<f32> -> tile<1x1xf32>
  %bcast_227 = broadcast %reshape_226 : tile<1x1xf32> -> tile<64x64xf32>
  %for = for %loopIdx in (%cst_1_i32_220 to %cst_64_i32, step %cst_1_i32_221) : tile<i32> iter_values(%iterArg0 = %32) -> (tile<64x64xf32>) {
    %reshape_276 = reshape %loopIdx : tile<i32> -> tile<1xi32>
    %bcast_277 = broadcast %reshape_276 : tile<1xi32> -> tile<64xi32>
    %59 = cmpi equal %33, %bcast_277, signed : tile<64xi32> -> tile<64xi1>
    %reshape_278 = reshape %59 : tile<64xi1> -> tile<64x1xi1>
    %bcast_279 = broadcast %reshape_278 : tile<64x1xi1> -> tile<64x64xi1>
    %60 = select %bcast_279, %iterArg0, %bcast_224 : tile<64x64xi1>, tile<64x64xf32>
    %reduce_280 = reduce %60 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %64 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %64 : tile<f32>
    }
    %reshape_281 = reshape %reduce_280 : tile<64xf32> -> tile<64x1xf32>
    %bcast_282 = broadcast %reshape_281 : tile<64x1xf32> -> tile<64x64xf32>
    %61 = mulf %bcast_282, %iterArg0  : tile<64x64xf32>
    %reduce_283 = reduce %61 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %64 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %64 : tile<f32>
    }
    %reshape_284 = reshape %reduce_283 : tile<64xf32> -> tile<1x64xf32>
    %bcast_285 = broadcast %reshape_278 : tile<64x1xi1> -> tile<64x64xi1>
    %bcast_286 = broadcast %reshape_284 : tile<1x64xf32> -> tile<64x64xf32>
    %62 = select %bcast_285, %bcast_286, %bcast_227 : tile<64x64xi1>, tile<64x64xf32>
    %63 = addf %iterArg0, %62  : tile<64x64xf32>
    continue %63 : tile<64x64xf32>
  }
  %reshape_228 = reshape %33 : tile<64xi32> -> tile<64x1xi32>
  %reshape_229 = reshape %33 : tile<64xi32> -> tile<1x64xi32>
  %bcast_230 = broadcast %reshape_228 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_231 = broadcast %reshape_229 : tile<1x64xi32> -> tile<64x64xi32>
  %34 = cmpi equal %bcast_230, %bcast_231, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_0_f32_232 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_233 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_234 = broadcast %reshape_233 : tile<1x1xf32> -> tile<64x64xf32>
  %reshape_235 = reshape %cst_0_f32_232 : tile<f32> -> tile<1x1xf32>
  %bcast_236 = broadcast %reshape_235 : tile<1x1xf32> -> tile<64x64xf32>
  %35 = select %34, %bcast_234, %bcast_236 : tile<64x64xi1>, tile<64x64xf32>
  %36 = addf %for, %35  : tile<64x64xf32>
  %37 = divi %arg96, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_237 = constant <i32: 0> : tile<i32>
  %cst_1_i32_238 = constant <i32: 1> : tile<i32>
  %pview_239 = make_partition_view %tview_97 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %reshape_240 = reshape %14 : tile<64xf32> -> tile<64x1xf32>
  %bcast_241 = broadcast %reshape_240 : tile<64x1xf32> -> tile<64x128xf32>
  %38 = ftof %36  : tile<64x64xf32> -> tile<64x64xtf32>
  %cst_0_f32_242 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %cst_0_i32_243 = constant <i32: 0> : tile<i32>
  %pview_244 = make_partition_view %tview_158 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  for %loopIdx in (%cst_0_i32_237 to %37, step %cst_1_i32_238) : tile<i32> {
    %tile_276, %result_token_277 = load_view_tko weak %pview_239[%1, %blockId_y_188, %8, %loopIdx] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
    %reshape_278 = reshape %tile_276 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
    %59 = ftof %reshape_278  : tile<64x128xbf16> -> tile<64x128xf32>
    %60 = mulf %59, %bcast_241  : tile<64x128xf32>
    %61 = ftof %60  : tile<64x128xf32> -> tile<64x128xtf32>
    %62 = mmaf %38, %61, %cst_0_f32_242 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
    %63 = ftof %62  : tile<64x128xf32> -> tile<64x128xtf32>
    %64 = ftof %63  : tile<64x128xtf32> -> tile<64x128xf32>
    %65 = ftof %64  : tile<64x128xf32> -> tile<64x128xbf16>
    %reshape_279 = reshape %65 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
    %66 = store_view_tko weak %reshape_279, %pview_244[%1, %8, %blockId_y_188, %cst_0_i32_243, %loopIdx] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  }
  %39 = exp %16  : tile<64xf32>
  %reshape_245 = reshape %39 : tile<64xf32> -> tile<64x1xf32>
  %bcast_246 = broadcast %reshape_245 : tile<64x1xf32> -> tile<64x128xf32>
  %40 = mulf %23, %bcast_246  : tile<64x128xf32>
  %41 = ftof %36  : tile<64x64xf32> -> tile<64x64xtf32>
  %42 = ftof %40  : tile<64x128xf32> -> tile<64x128xtf32>
  %cst_0_f32_247 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %43 = mmaf %41, %42, %cst_0_f32_247 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
  %44 = ftof %43  : tile<64x128xf32> -> tile<64x128xtf32>
  %45 = ftof %44  : tile<64x128xtf32> -> tile<64x128xf32>
  %cst_0_i32_248 = constant <i32: 0> : tile<i32>
  %cst_0_i32_249 = constant <i32: 0> : tile<i32>
  %46 = ftof %45  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_250 = reshape %46 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_251 = make_partition_view %tview_174 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %47 = store_view_tko weak %reshape_250, %pview_251[%1, %8, %blockId_y_188, %cst_0_i32_248, %cst_0_i32_249] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_252 = constant <i32: 0> : tile<i32>
  %reshape_253 = reshape %16 : tile<64xf32> -> tile<1x1x1x64xf32>
  %pview_254 = make_partition_view %tview_186 : partition_view<tile=(1x1x1x64), tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>
  %48 = store_view_tko weak %reshape_253, %pview_254[%1, %8, %blockId_y_188, %cst_0_i32_252] token = %0 : tile<1x1x1x64xf32>, partition_view<tile=(1x1x1x64), tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_255 = constant <i32: 0> : tile<i32>
  %pview_256 = make_partition_view %tview : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile_257, %result_token_258 = load_view_tko weak %pview_256[%1, %blockId_y_188, %8, %cst_0_i32_255] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %reshape_259 = reshape %tile_257 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %49 = ftof %reshape_259  : tile<64x128xbf16> -> tile<64x128xf32>
  %50 = mulf %49, %49  : tile<64x128xf32>
  %reduce_260 = reduce %50 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %59 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %59 : tile<f32>
  }
  %reshape_261 = reshape %reduce_260 : tile<64xf32> -> tile<64x1xf32>
  %cst_f32_262 = constant <f32: 9.99999997E-7> : tile<f32>
  %reshape_263 = reshape %cst_f32_262 : tile<f32> -> tile<1x1xf32>
  %bcast_264 = broadcast %reshape_263 : tile<1x1xf32> -> tile<64x1xf32>
  %51 = addf %reshape_261, %bcast_264  : tile<64x1xf32>
  %52 = rsqrt %51 : tile<64x1xf32>
  %bcast_265 = broadcast %52 : tile<64x1xf32> -> tile<64x128xf32>
  %53 = mulf %49, %bcast_265  : tile<64x128xf32>
  %reshape_266 = reshape %arg97 : tile<f32> -> tile<1x1xf32>
  %bcast_267 = broadcast %reshape_266 : tile<1x1xf32> -> tile<64x128xf32>
  %54 = mulf %53, %bcast_267  : tile<64x128xf32>
  %cst_0_i32_268 = constant <i32: 0> : tile<i32>
  %cst_0_i32_269 = constant <i32: 0> : tile<i32>
  %55 = ftof %54  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_270 = reshape %55 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_271 = make_partition_view %tview_126 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %56 = store_view_tko weak %reshape_270, %pview_271[%1, %8, %blockId_y_188, %cst_0_i32_268, %cst_0_i32_269] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_272 = constant <i32: 0> : tile<i32>
  %cst_0_i32_273 = constant <i32: 0> : tile<i32>
  %57 = ftof %13  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_274 = reshape %57 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_275 = make_partition_view %tview_142 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %58 = store_view_tko weak %reshape_274, %pview_275[%1, %8, %blockId_y_188, %cst_0_i32_272, %cst_0_i32_273] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  return
}
