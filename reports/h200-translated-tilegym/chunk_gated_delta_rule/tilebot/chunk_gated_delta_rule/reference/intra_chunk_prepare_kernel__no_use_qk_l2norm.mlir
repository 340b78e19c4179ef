entry @_intra_chunk_prepare_kernel_Kt1_A4bf16_7v8l0_8t1_bi16_p16_A4bf16_7v8l0_8t1_bi16_p16_A4bf16_7v8l0_8t1_bi16_p16_A3bf16_3i16v8l0_4t1_p16_A3bf16_3i16v8l0_4t1_p16_A5bf16_fv8l0_10t1_19i16_p16_A5bf16_fv8l0_10t1_19i16_p16_A5bf16_fv8l0_10t1_19i16_p16_A5bf16_fv8l0_10t1_19i16_p16_A4f32_7v4l0_8t1_9i16_p16_Si32_Si32_Si32_Sf32_I8_B0_I64_I128_I6_B1(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<ptr<bf16>>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<ptr<bf16>>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<i32>, %arg69: tile<i32>, %arg70: tile<i32>, %arg71: tile<i32>, %arg72: tile<i32>, %arg73: tile<i32>, %arg74: tile<ptr<bf16>>, %arg75: tile<i32>, %arg76: tile<i32>, %arg77: tile<i32>, %arg78: tile<i32>, %arg79: tile<i32>, %arg80: tile<i32>, %arg81: tile<i32>, %arg82: tile<i32>, %arg83: tile<i32>, %arg84: tile<i32>, %arg85: tile<ptr<f32>>, %arg86: tile<i32>, %arg87: tile<i32>, %arg88: tile<i32>, %arg89: tile<i32>, %arg90: tile<i32>, %arg91: tile<i32>, %arg92: tile<i32>, %arg93: tile<i32>, %arg94: tile<i32>, %arg95: tile<i32>, %arg96: tile<i32>, %arg97: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<8>, %arg6 : tile<i32>
  %assume_5 = assume div_by<8>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_7 = assume div_by<16>, %arg10 : tile<i32>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<i32>
  %assume_10 = assume div_by<8>, %arg14 : tile<i32>
  %assume_11 = assume div_by<8>, %arg15 : tile<i32>
  %assume_12 = assume div_by<8>, %arg16 : tile<i32>
  %assume_13 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_14 = assume div_by<16>, %arg19 : tile<i32>
  %assume_15 = assume div_by<16>, %arg20 : tile<i32>
  %assume_16 = assume div_by<16>, %arg22 : tile<i32>
  %assume_17 = assume div_by<8>, %arg23 : tile<i32>
  %assume_18 = assume div_by<8>, %arg24 : tile<i32>
  %assume_19 = assume div_by<8>, %arg25 : tile<i32>
  %assume_20 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_21 = assume div_by<16>, %arg28 : tile<i32>
  %assume_22 = assume div_by<16>, %arg29 : tile<i32>
  %assume_23 = assume div_by<8>, %arg31 : tile<i32>
  %assume_24 = assume div_by<8>, %arg32 : tile<i32>
  %assume_25 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %assume_26 = assume div_by<16>, %arg35 : tile<i32>
  %assume_27 = assume div_by<16>, %arg36 : tile<i32>
  %assume_28 = assume div_by<8>, %arg38 : tile<i32>
  %assume_29 = assume div_by<8>, %arg39 : tile<i32>
  %assume_30 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %assume_31 = assume div_by<16>, %arg42 : tile<i32>
  %assume_32 = assume div_by<16>, %arg45 : tile<i32>
  %assume_33 = assume div_by<16>, %arg46 : tile<i32>
  %assume_34 = assume div_by<8>, %arg47 : tile<i32>
  %assume_35 = assume div_by<8>, %arg48 : tile<i32>
  %assume_36 = assume div_by<8>, %arg49 : tile<i32>
  %assume_37 = assume div_by<8>, %arg50 : tile<i32>
  %assume_38 = assume div_by<16>, %arg52 : tile<ptr<bf16>>
  %assume_39 = assume div_by<16>, %arg53 : tile<i32>
  %assume_40 = assume div_by<16>, %arg56 : tile<i32>
  %assume_41 = assume div_by<16>, %arg57 : tile<i32>
  %assume_42 = assume div_by<8>, %arg58 : tile<i32>
  %assume_43 = assume div_by<8>, %arg59 : tile<i32>
  %assume_44 = assume div_by<8>, %arg60 : tile<i32>
  %assume_45 = assume div_by<8>, %arg61 : tile<i32>
  %assume_46 = assume div_by<16>, %arg63 : tile<ptr<bf16>>
  %assume_47 = assume div_by<16>, %arg64 : tile<i32>
  %assume_48 = assume div_by<16>, %arg67 : tile<i32>
  %assume_49 = assume div_by<16>, %arg68 : tile<i32>
  %assume_50 = assume div_by<8>, %arg69 : tile<i32>
  %assume_51 = assume div_by<8>, %arg70 : tile<i32>
  %assume_52 = assume div_by<8>, %arg71 : tile<i32>
  %assume_53 = assume div_by<8>, %arg72 : tile<i32>
  %assume_54 = assume div_by<16>, %arg74 : tile<ptr<bf16>>
  %assume_55 = assume div_by<16>, %arg75 : tile<i32>
  %assume_56 = assume div_by<16>, %arg78 : tile<i32>
  %assume_57 = assume div_by<16>, %arg79 : tile<i32>
  %assume_58 = assume div_by<8>, %arg80 : tile<i32>
  %assume_59 = assume div_by<8>, %arg81 : tile<i32>
  %assume_60 = assume div_by<8>, %arg82 : tile<i32>
  %assume_61 = assume div_by<8>, %arg83 : tile<i32>
  %assume_62 = assume div_by<16>, %arg85 : tile<ptr<f32>>
  %assume_63 = assume div_by<16>, %arg86 : tile<i32>
  %assume_64 = assume div_by<16>, %arg89 : tile<i32>
  %assume_65 = assume div_by<4>, %arg90 : tile<i32>
  %assume_66 = assume div_by<4>, %arg91 : tile<i32>
  %assume_67 = assume div_by<4>, %arg92 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_68 = constant <i32: 1> : tile<i32>
  %cst_1_i32_69 = constant <i32: 1> : tile<i32>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %cst_1_i32_71 = constant <i32: 1> : tile<i32>
  %cst_1_i32_72 = constant <i32: 1> : tile<i32>
  %cst_1_i32_73 = constant <i32: 1> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_78 = assume div_by<16>, %assume_assume_77 : tile<i32>
  %assume_79 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_80 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_81 = assume div_by<16>, %assume_assume_80 : tile<i32>
  %assume_assume_82 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_83 = assume div_by<8>, %assume_assume_82 : tile<i32>
  %assume_assume_84 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_85 = assume div_by<8>, %assume_assume_84 : tile<i32>
  %assume_assume_86 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_87 = assume div_by<8>, %assume_assume_86 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_78, %assume_79, %assume_assume_assume_81], strides = [%assume_assume_assume_83, %assume_assume_assume_85, %assume_assume_assume_87, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_88 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_89 = assume div_by<16>, %assume_assume_88 : tile<i32>
  %assume_assume_90 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_91 = assume div_by<16>, %assume_assume_90 : tile<i32>
  %assume_92 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_93 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_94 = assume div_by<16>, %assume_assume_93 : tile<i32>
  %assume_assume_95 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_96 = assume div_by<8>, %assume_assume_95 : tile<i32>
  %assume_assume_97 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_98 = assume div_by<8>, %assume_assume_97 : tile<i32>
  %assume_assume_99 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_100 = assume div_by<8>, %assume_assume_99 : tile<i32>
  %tview_101 = make_tensor_view %assume_6, shape = [%assume_assume_assume_89, %assume_assume_assume_91, %assume_92, %assume_assume_assume_94], strides = [%assume_assume_assume_96, %assume_assume_assume_98, %assume_assume_assume_100, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_102 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_103 = assume div_by<16>, %assume_assume_102 : tile<i32>
  %assume_assume_104 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_105 = assume div_by<16>, %assume_assume_104 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_107 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_108 = assume div_by<16>, %assume_assume_107 : tile<i32>
  %assume_assume_109 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_110 = assume div_by<8>, %assume_assume_109 : tile<i32>
  %assume_assume_111 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_112 = assume div_by<8>, %assume_assume_111 : tile<i32>
  %assume_assume_113 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_114 = assume div_by<8>, %assume_assume_113 : tile<i32>
  %tview_115 = make_tensor_view %assume_13, shape = [%assume_assume_assume_103, %assume_assume_assume_105, %assume_106, %assume_assume_assume_108], strides = [%assume_assume_assume_110, %assume_assume_assume_112, %assume_assume_assume_114, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_116 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_117 = assume div_by<16>, %assume_assume_116 : tile<i32>
  %assume_assume_118 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_119 = assume div_by<16>, %assume_assume_118 : tile<i32>
  %assume_120 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_121 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_122 = assume div_by<8>, %assume_assume_121 : tile<i32>
  %assume_assume_123 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_124 = assume div_by<8>, %assume_assume_123 : tile<i32>
  %tview_125 = make_tensor_view %assume_20, shape = [%assume_assume_assume_117, %assume_assume_assume_119, %assume_120], strides = [%assume_assume_assume_122, %assume_assume_assume_124, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_assume_126 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_127 = assume div_by<16>, %assume_assume_126 : tile<i32>
  %assume_assume_128 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_129 = assume div_by<16>, %assume_assume_128 : tile<i32>
  %assume_130 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_assume_131 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_132 = assume div_by<8>, %assume_assume_131 : tile<i32>
  %assume_assume_133 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_assume_134 = assume div_by<8>, %assume_assume_133 : tile<i32>
  %tview_135 = make_tensor_view %assume_25, shape = [%assume_assume_assume_127, %assume_assume_assume_129, %assume_130], strides = [%assume_assume_assume_132, %assume_assume_assume_134, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_assume_136 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_137 = assume div_by<16>, %assume_assume_136 : tile<i32>
  %assume_138 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_139 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_140 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_assume_141 = assume div_by<16>, %assume_assume_140 : tile<i32>
  %assume_assume_142 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_143 = assume div_by<16>, %assume_assume_142 : tile<i32>
  %assume_assume_144 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_145 = assume div_by<8>, %assume_assume_144 : tile<i32>
  %assume_assume_146 = assume bounded<0, ?>, %assume_35 : tile<i32>
  %assume_assume_assume_147 = assume div_by<8>, %assume_assume_146 : tile<i32>
  %assume_assume_148 = assume bounded<0, ?>, %assume_36 : tile<i32>
  %assume_assume_assume_149 = assume div_by<8>, %assume_assume_148 : tile<i32>
  %assume_assume_150 = assume bounded<0, ?>, %assume_37 : tile<i32>
  %assume_assume_assume_151 = assume div_by<8>, %assume_assume_150 : tile<i32>
  %tview_152 = make_tensor_view %assume_30, shape = [%assume_assume_assume_137, %assume_138, %assume_139, %assume_assume_assume_141, %assume_assume_assume_143], strides = [%assume_assume_assume_145, %assume_assume_assume_147, %assume_assume_assume_149, %assume_assume_assume_151, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_assume_153 = assume bounded<0, ?>, %assume_39 : tile<i32>
  %assume_assume_assume_154 = assume div_by<16>, %assume_assume_153 : tile<i32>
  %assume_155 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_156 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_assume_157 = assume bounded<0, ?>, %assume_40 : tile<i32>
  %assume_assume_assume_158 = assume div_by<16>, %assume_assume_157 : tile<i32>
  %assume_assume_159 = assume bounded<0, ?>, %assume_41 : tile<i32>
  %assume_assume_assume_160 = assume div_by<16>, %assume_assume_159 : tile<i32>
  %assume_assume_161 = assume bounded<0, ?>, %assume_42 : tile<i32>
  %assume_assume_assume_162 = assume div_by<8>, %assume_assume_161 : tile<i32>
  %assume_assume_163 = assume bounded<0, ?>, %assume_43 : tile<i32>
  %assume_assume_assume_164 = assume div_by<8>, %assume_assume_163 : tile<i32>
  %assume_assume_165 = assume bounded<0, ?>, %assume_44 : tile<i32>
  %assume_assume_assume_166 = assume div_by<8>, %assume_assume_165 : tile<i32>
  %assume_assume_167 = assume bounded<0, ?>, %assume_45 : tile<i32>
  %assume_assume_assume_168 = assume div_by<8>, %assume_assume_167 : tile<i32>
  %tview_169 = make_tensor_view %assume_38, shape = [%assume_assume_assume_154, %assume_155, %assume_156, %assume_assume_assume_158, %assume_assume_assume_160], strides = [%assume_assume_assume_162, %assume_assume_assume_164, %assume_assume_assume_166, %assume_assume_assume_168, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_assume_170 = assume bounded<0, ?>, %assume_47 : tile<i32>
  %assume_assume_assume_171 = assume div_by<16>, %assume_assume_170 : tile<i32>
  %assume_172 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_173 = assume bounded<0, ?>, %arg66 : tile<i32>
  %assume_assume_174 = assume bounded<0, ?>, %assume_48 : tile<i32>
  %assume_assume_assume_175 = assume div_by<16>, %assume_assume_174 : tile<i32>
  %assume_assume_176 = assume bounded<0, ?>, %assume_49 : tile<i32>
  %assume_assume_assume_177 = assume div_by<16>, %assume_assume_176 : tile<i32>
  %assume_assume_178 = assume bounded<0, ?>, %assume_50 : tile<i32>
  %assume_assume_assume_179 = assume div_by<8>, %assume_assume_178 : tile<i32>
  %assume_assume_180 = assume bounded<0, ?>, %assume_51 : tile<i32>
  %assume_assume_assume_181 = assume div_by<8>, %assume_assume_180 : tile<i32>
  %assume_assume_182 = assume bounded<0, ?>, %assume_52 : tile<i32>
  %assume_assume_assume_183 = assume div_by<8>, %assume_assume_182 : tile<i32>
  %assume_assume_184 = assume bounded<0, ?>, %assume_53 : tile<i32>
  %assume_assume_assume_185 = assume div_by<8>, %assume_assume_184 : tile<i32>
  %tview_186 = make_tensor_view %assume_46, shape = [%assume_assume_assume_171, %assume_172, %assume_173, %assume_assume_assume_175, %assume_assume_assume_177], strides = [%assume_assume_assume_179, %assume_assume_assume_181, %assume_assume_assume_183, %assume_assume_assume_185, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_assume_187 = assume bounded<0, ?>, %assume_55 : tile<i32>
  %assume_assume_assume_188 = assume div_by<16>, %assume_assume_187 : tile<i32>
  %assume_189 = assume bounded<0, ?>, %arg76 : tile<i32>
  %assume_190 = assume bounded<0, ?>, %arg77 : tile<i32>
  %assume_assume_191 = assume bounded<0, ?>, %assume_56 : tile<i32>
  %assume_assume_assume_192 = assume div_by<16>, %assume_assume_191 : tile<i32>
  %assume_assume_193 = assume bounded<0, ?>, %assume_57 : tile<i32>
  %assume_assume_assume_194 = assume div_by<16>, %assume_assume_193 : tile<i32>
  %assume_assume_195 = assume bounded<0, ?>, %assume_58 : tile<i32>
  %assume_assume_assume_196 = assume div_by<8>, %assume_assume_195 : tile<i32>
  %assume_assume_197 = assume bounded<0, ?>, %assume_59 : tile<i32>
  %assume_assume_assume_198 = assume div_by<8>, %assume_assume_197 : tile<i32>
  %assume_assume_199 = assume bounded<0, ?>, %assume_60 : tile<i32>
  %assume_assume_assume_200 = assume div_by<8>, %assume_assume_199 : tile<i32>
  %assume_assume_201 = assume bounded<0, ?>, %assume_61 : tile<i32>
  %assume_assume_assume_202 = assume div_by<8>, %assume_assume_201 : tile<i32>
  %tview_203 = make_tensor_view %assume_54, shape = [%assume_assume_assume_188, %assume_189, %assume_190, %assume_assume_assume_192, %assume_assume_assume_194], strides = [%assume_assume_assume_196, %assume_assume_assume_198, %assume_assume_assume_200, %assume_assume_assume_202, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_assume_204 = assume bounded<0, ?>, %assume_63 : tile<i32>
  %assume_assume_assume_205 = assume div_by<16>, %assume_assume_204 : tile<i32>
  %assume_206 = assume bounded<0, ?>, %arg87 : tile<i32>
  %assume_207 = assume bounded<0, ?>, %arg88 : tile<i32>
  %assume_assume_208 = assume bounded<0, ?>, %assume_64 : tile<i32>
  %assume_assume_assume_209 = assume div_by<16>, %assume_assume_208 : tile<i32>
  %assume_assume_210 = assume bounded<0, ?>, %assume_65 : tile<i32>
  %assume_assume_assume_211 = assume div_by<4>, %assume_assume_210 : tile<i32>
  %assume_assume_212 = assume bounded<0, ?>, %assume_66 : tile<i32>
  %assume_assume_assume_213 = assume div_by<4>, %assume_assume_212 : tile<i32>
  %assume_assume_214 = assume bounded<0, ?>, %assume_67 : tile<i32>
  %assume_assume_assume_215 = assume div_by<4>, %assume_assume_214 : tile<i32>
  %tview_216 = make_tensor_view %assume_62, shape = [%assume_assume_assume_205, %assume_206, %assume_207, %assume_assume_assume_209], strides = [%assume_assume_assume_211, %assume_assume_assume_213, %assume_assume_assume_215, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_6_i32 = constant <i32: 6> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_217, %blockId_y_218, %blockId_z_219 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %cst_8_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_8_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %cst_0_i32_220 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_101 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %blockId_y_218, %8, %cst_0_i32_220] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %reshape = reshape %tile : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %9 = ftof %reshape  : tile<64x128xbf16> -> tile<64x128xf32>
  %pview_221 = make_partition_view %tview_125 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_222, %result_token_223 = load_view_tko weak %pview_221[%1, %blockId_y_218, %8] token = %0 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %reshape_224 = reshape %tile_222 : tile<1x64x1xbf16> -> tile<64xbf16>
  %10 = ftof %reshape_224  : tile<64xbf16> -> tile<64xf32>
  %pview_225 = make_partition_view %tview_135 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_226, %result_token_227 = load_view_tko weak %pview_225[%1, %blockId_y_218, %8] token = %0 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %reshape_228 = reshape %tile_226 : tile<1x64x1xbf16> -> tile<64xbf16>
  %11 = ftof %reshape_228  : tile<64xbf16> -> tile<64xf32>
  %12 = scan %11 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg98: tile<f32>, %arg99: tile<f32>) {
    %53 = addf %arg98, %arg99  : tile<f32>
    yield %53 : tile<f32>
  }
  %13 = iota : tile<64xi32>
  %reshape_229 = reshape %13 : tile<64xi32> -> tile<64x1xi32>
  %reshape_230 = reshape %13 : tile<64xi32> -> tile<1x64xi32>
  %bcast = broadcast %reshape_229 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_231 = broadcast %reshape_230 : tile<1x64xi32> -> tile<64x64xi32>
  %14 = cmpi greater_than_or_equal %bcast, %bcast_231, signed : tile<64x64xi32> -> tile<64x64xi1>
  %bcast_232 = broadcast %reshape_229 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_233 = broadcast %reshape_230 : tile<1x64xi32> -> tile<64x64xi32>
  %15 = cmpi greater_than %bcast_232, %bcast_233, signed : tile<64x64xi32> -> tile<64x64xi1>
  %reshape_234 = reshape %12 : tile<64xf32> -> tile<64x1xf32>
  %reshape_235 = reshape %12 : tile<64xf32> -> tile<1x64xf32>
  %bcast_236 = broadcast %reshape_234 : tile<64x1xf32> -> tile<64x64xf32>
  %bcast_237 = broadcast %reshape_235 : tile<1x64xf32> -> tile<64x64xf32>
  %16 = subf %bcast_236, %bcast_237  : tile<64x64xf32>
  %17 = exp %16  : tile<64x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_238 = reshape %cst_0_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_239 = broadcast %reshape_238 : tile<1x1xf32> -> tile<64x64xf32>
  %18 = select %14, %17, %bcast_239 : tile<64x64xi1>, tile<64x64xf32>
  %reshape_240 = reshape %10 : tile<64xf32> -> tile<64x1xf32>
  %bcast_241 = broadcast %reshape_240 : tile<64x1xf32> -> tile<64x128xf32>
  %19 = mulf %9, %bcast_241  : tile<64x128xf32>
  %20 = permute %9 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
  %21 = ftof %19  : tile<64x128xf32> -> tile<64x128xtf32>
  %22 = ftof %20  : tile<128x64xf32> -> tile<128x64xtf32>
  %cst_0_f32_242 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %23 = mmaf %21, %22, %cst_0_f32_242 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
  %24 = ftof %23  : tile<64x64xf32> -> tile<64x64xtf32>
  %25 = ftof %24  : tile<64x64xtf32> -> tile<64x64xf32>
  %26 = mulf %25, %18  : tile<64x64xf32>
  %27 = negf %26 : tile<64x64xf32>
  %cst_0_f32_243 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_244 = reshape %cst_0_f32_243 : tile<f32> -> tile<1x1xf32>
  %bcast_245 = broadcast %reshape_244 : tile<1x1xf32> -> tile<64x64xf32>
  %28 = select %15, %27, %bcast_245 : tile<64x64xi1>, tile<64x64xf32>
  %29 = iota : tile<64xi32>
  %reshape_246 = reshape %29 : tile<64xi32> -> tile<64x1xi32>
  %reshape_247 = reshape %29 : tile<64xi32> -> tile<1x64xi32>
  %bcast_248 = broadcast %reshape_246 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_249 = broadcast %reshape_247 : tile<1x64xi32> -> tile<64x64xi32>
  %30 = cmpi equal %bcast_248, %bcast_249, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_0_f32_250 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_251 = reshape %cst_1_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_252 = broadcast %reshape_251 : tile<1x1xf32> -> tile<64x64xf32>
  %reshape_253 = reshape %cst_0_f32_250 : tile<f32> -> tile<1x1xf32>
  %bcast_254 = broadcast %reshape_253 : tile<1x1xf32> -> tile<64x64xf32>
  %31 = select %30, %bcast_252, %bcast_254 : tile<64x64xi1>, tile<64x64xf32>
  %32 = absf %28 : tile<64x64xf32>
  %reduce = reduce %32 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %53 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %53 : tile<f32>
  }
  %reduce_255 = reduce %reduce dim=0 identities=[0xFF800000 : f32] : tile<64xf32> -> tile<f32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %53 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
    yield %53 : tile<f32>
  }
  %cst_1_f32_256 = constant <f32: 1.000000e+00> : tile<f32>
  %33 = cmpf less_than ordered %reduce_255, %cst_1_f32_256 : tile<f32> -> tile<i1>
  %34 = if %33 -> (tile<64x64xf32>) {
    %53 = addf %31, %28  : tile<64x64xf32>
    %cst_1_i32_290 = constant <i32: 1> : tile<i32>
    %cst_1_i32_291 = constant <i32: 1> : tile<i32>
    %cst_0_f32_292 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %cst_0_f32_293 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %for:2 = for %loopIdx in (%cst_1_i32_290 to %cst_6_i32, step %cst_1_i32_291) : tile<i32> iter_values(%iterArg0 = %28, %iterArg1 = %53) -> (tile<64x64xf32>, tile<64x64xf32>) {
      %54 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
      %55 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
      %56 = mmaf %54, %55, %cst_0_f32_292 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %57 = ftof %56  : tile<64x64xf32> -> tile<64x64xtf32>
      %58 = ftof %57  : tile<64x64xtf32> -> tile<64x64xf32>
      %59 = addf %31, %58  : tile<64x64xf32>
      %60 = ftof %iterArg1  : tile<64x64xf32> -> tile<64x64xtf32>
      %61 = ftof %59  : tile<64x64xf32> -> tile<64x64xtf32>
      %62 = mmaf %60, %61, %cst_0_f32_293 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
      %63 = ftof %62  : tile<64x64xf32> -> tile<64x64xtf32>
      %64 = ftof %63  : tile<64x64xtf32> -> tile<64x64xf32>
      continue %58, %64 : tile<64x64xf32>, tile<64x64xf32>
    }
    yield %for#1 : tile<64x64xf32>
  } else {
    %53 = iota : tile<64xi32>
    %cst_1_i32_290 = constant <i32: 1> : tile<i32>
    %cst_1_i32_291 = constant <i32: 1> : tile<i32>
    %cst_0_f32_292 = constant <f32: 0.000000e+00> : tile<f32>
    %reshape_293 = reshape %cst_0_f32_292 : tile<f32> -> tile<1x1xf32>
    %bcast_294 = broadcast %reshape_293 : tile<1x1xf32> -> tile<64x64xf32>
    %cst_0_f32_295 = constant <f32: 0.000000e+00> : tile<f32>
    %reshape_296 = reshape %cst_0_f32_295 : tile<f32> -> tile<1x1xf32>
    %bcast_297 = broadcast %reshape_296 : tile<1x1xf32> -> tile<64x64xf32>
    %for = for %loopIdx in (%cst_1_i32_290 to %cst_64_i32, step %cst_1_i32_291) : tile<i32> iter_values(%iterArg0 = %28) -> (tile<64x64xf32>) {
      %reshape_308 = reshape %loopIdx : tile<i32> -> tile<1xi32>
      %bcast_309 = broadcast %reshape_308 : tile<1xi32> -> tile<64xi32>
      %57 = cmpi equal %53, %bcast_309, signed : tile<64xi32> -> tile<64xi1>
      %reshape_310 = reshape %57 : tile<64xi1> -> tile<64x1xi1>
      %bcast_311 = broadcast %reshape_310 : tile<64x1xi1> -> tile<64x64xi1>
      %58 = select %bcast_311, %iterArg0, %bcast_294 : tile<64x64xi1>, tile<64x64xf32>
      %reduce_312 = reduce %58 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %62 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %62 : tile<f32>
      }
      %reshape_313 = reshape %reduce_312 : tile<64xf32> -> tile<64x1xf32>
      %bcast_314 = broadcast %reshape_313 : tile<64x1xf32> -> tile<64x64xf32>
      %59 = mulf %bcast_314, %iterArg0  : tile<64x64xf32>
      %reduce_315 = reduce %59 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %62 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %62 : tile<f32>
      }
      %reshape_316 = reshape %reduce_315 : tile<64xf32> -> tile<1x64xf32>
      %bcast_317 = broadcast %reshape_310 : tile<64x1xi1> -> tile<64x64xi1>
      %bcast_318 = broadcast %reshape_316 : tile<1x64xf32> -> tile<64x64xf32>
      %60 = select %bcast_317, %bcast_318, %bcast_297 : tile<64x64xi1>, tile<64x64xf32>
      %61 = addf %iterArg0, %60  : tile<64x64xf32>
      continue %61 : tile<64x64xf32>
    }
    %reshape_298 = reshape %53 : tile<64xi32> -> tile<64x1xi32>
    %reshape_299 = reshape %53 : tile<64xi32> -> tile<1x64xi32>
    %bcast_300 = broadcast %reshape_298 : tile<64x1xi32> -> tile<64x64xi32>
    %bcast_301 = broadcast %reshape_299 : tile<1x64xi32> -> tile<64x64xi32>
    %54 = cmpi equal %bcast_300, %bcast_301, signed : tile<64x64xi32> -> tile<64x64xi1>
    %cst_1_f32_302 = constant <f32: 1.000000e+00> : tile<f32>
    %cst_0_f32_303 = constant <f32: 0.000000e+00> : tile<f32>
    %reshape_304 = reshape %cst_1_f32_302 : tile<f32> -> tile<1x1xf32>
    %bcast_305 = broadcast %reshape_304 : tile<1x1xf32> -> tile<64x64xf32>
    %reshape_306 = reshape %cst_0_f32_303 : tile<f32> -> tile<1x1xf32>
    %bcast_307 = broadcast %reshape_306 : tile<1x1xf32> -> tile<64x64xf32>
    %55 = select %54, %bcast_305, %bcast_307 : tile<64x64xi1>, tile<64x64xf32>
    %56 = addf %for, %55  : tile<64x64xf32>
    yield %56 : tile<64x64xf32>
  }
  %35 = divi %arg96, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_257 = constant <i32: 0> : tile<i32>
  %cst_1_i32_258 = constant <i32: 1> : tile<i32>
  %pview_259 = make_partition_view %tview_115 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %reshape_260 = reshape %10 : tile<64xf32> -> tile<64x1xf32>
  %bcast_261 = broadcast %reshape_260 : tile<64x1xf32> -> tile<64x128xf32>
  %36 = ftof %34  : tile<64x64xf32> -> tile<64x64xtf32>
  %cst_0_f32_262 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %cst_0_i32_263 = constant <i32: 0> : tile<i32>
  %pview_264 = make_partition_view %tview_186 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  for %loopIdx in (%cst_0_i32_257 to %35, step %cst_1_i32_258) : tile<i32> {
    %tile_290, %result_token_291 = load_view_tko weak %pview_259[%1, %blockId_y_218, %8, %loopIdx] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
    %reshape_292 = reshape %tile_290 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
    %53 = ftof %reshape_292  : tile<64x128xbf16> -> tile<64x128xf32>
    %54 = mulf %53, %bcast_261  : tile<64x128xf32>
    %55 = ftof %54  : tile<64x128xf32> -> tile<64x128xtf32>
    %56 = mmaf %36, %55, %cst_0_f32_262 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
    %57 = ftof %56  : tile<64x128xf32> -> tile<64x128xtf32>
    %58 = ftof %57  : tile<64x128xtf32> -> tile<64x128xf32>
    %59 = ftof %58  : tile<64x128xf32> -> tile<64x128xbf16>
    %reshape_293 = reshape %59 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
    %60 = store_view_tko weak %reshape_293, %pview_264[%1, %8, %blockId_y_218, %cst_0_i32_263, %loopIdx] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  }
  %37 = exp %12  : tile<64xf32>
  %reshape_265 = reshape %37 : tile<64xf32> -> tile<64x1xf32>
  %bcast_266 = broadcast %reshape_265 : tile<64x1xf32> -> tile<64x128xf32>
  %38 = mulf %19, %bcast_266  : tile<64x128xf32>
  %39 = ftof %34  : tile<64x64xf32> -> tile<64x64xtf32>
  %40 = ftof %38  : tile<64x128xf32> -> tile<64x128xtf32>
  %cst_0_f32_267 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %41 = mmaf %39, %40, %cst_0_f32_267 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
  %42 = ftof %41  : tile<64x128xf32> -> tile<64x128xtf32>
  %43 = ftof %42  : tile<64x128xtf32> -> tile<64x128xf32>
  %cst_0_i32_268 = constant <i32: 0> : tile<i32>
  %cst_0_i32_269 = constant <i32: 0> : tile<i32>
  %44 = ftof %43  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_270 = reshape %44 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_271 = make_partition_view %tview_203 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %45 = store_view_tko weak %reshape_270, %pview_271[%1, %8, %blockId_y_218, %cst_0_i32_268, %cst_0_i32_269] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_272 = constant <i32: 0> : tile<i32>
  %reshape_273 = reshape %12 : tile<64xf32> -> tile<1x1x1x64xf32>
  %pview_274 = make_partition_view %tview_216 : partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %46 = store_view_tko weak %reshape_273, %pview_274[%1, %8, %blockId_y_218, %cst_0_i32_272] token = %0 : tile<1x1x1x64xf32>, partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_275 = constant <i32: 0> : tile<i32>
  %pview_276 = make_partition_view %tview : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile_277, %result_token_278 = load_view_tko weak %pview_276[%1, %blockId_y_218, %8, %cst_0_i32_275] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %reshape_279 = reshape %tile_277 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %47 = ftof %reshape_279  : tile<64x128xbf16> -> tile<64x128xf32>
  %reshape_280 = reshape %arg97 : tile<f32> -> tile<1x1xf32>
  %bcast_281 = broadcast %reshape_280 : tile<1x1xf32> -> tile<64x128xf32>
  %48 = mulf %47, %bcast_281  : tile<64x128xf32>
  %cst_0_i32_282 = constant <i32: 0> : tile<i32>
  %cst_0_i32_283 = constant <i32: 0> : tile<i32>
  %49 = ftof %48  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_284 = reshape %49 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_285 = make_partition_view %tview_152 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %50 = store_view_tko weak %reshape_284, %pview_285[%1, %8, %blockId_y_218, %cst_0_i32_282, %cst_0_i32_283] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_286 = constant <i32: 0> : tile<i32>
  %cst_0_i32_287 = constant <i32: 0> : tile<i32>
  %51 = ftof %9  : tile<64x128xf32> -> tile<64x128xbf16>
  %reshape_288 = reshape %51 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_289 = make_partition_view %tview_169 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %52 = store_view_tko weak %reshape_288, %pview_289[%1, %8, %blockId_y_218, %cst_0_i32_286, %cst_0_i32_287] token = %0 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  return
}
