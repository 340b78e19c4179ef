entry @_chunk_inter_recurrence_kernel_Kt2_A5bf16_4s1_fv8l0_10t1_18i16_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A5bf16_4s1_fv8l0_10t1_18i16_p16_A4f32_4s1_7v4l0_8i16t1_p16_A5f32_4s1_fv4l0_10t1_18i16_p16_A4f32_7v4l0_8t1_ci16_p16_A4f32_7v4l0_8t1_ci16_p16_Si32_Si32_Si32_I4_B1_B1_I64_I64_I64(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<ptr<bf16>>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<ptr<bf16>>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<ptr<bf16>>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<ptr<f32>>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<ptr<f32>>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<i32>, %arg69: tile<i32>, %arg70: tile<i32>, %arg71: tile<i32>, %arg72: tile<i32>, %arg73: tile<ptr<f32>>, %arg74: tile<i32>, %arg75: tile<i32>, %arg76: tile<i32>, %arg77: tile<i32>, %arg78: tile<i32>, %arg79: tile<i32>, %arg80: tile<i32>, %arg81: tile<i32>, %arg82: tile<i32>, %arg83: tile<i32>, %arg84: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<16>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<8>, %arg8 : tile<i32>
  %assume_5 = assume div_by<8>, %arg9 : tile<i32>
  %assume_6 = assume div_by<16>, %arg11 : tile<ptr<bf16>>
  %assume_7 = assume div_by<16>, %arg15 : tile<i32>
  %assume_8 = assume div_by<16>, %arg16 : tile<i32>
  %assume_9 = assume div_by<8>, %arg17 : tile<i32>
  %assume_10 = assume div_by<8>, %arg18 : tile<i32>
  %assume_11 = assume div_by<8>, %arg19 : tile<i32>
  %assume_12 = assume div_by<8>, %arg20 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<ptr<bf16>>
  %assume_14 = assume div_by<16>, %arg26 : tile<i32>
  %assume_15 = assume div_by<16>, %arg27 : tile<i32>
  %assume_16 = assume div_by<8>, %arg28 : tile<i32>
  %assume_17 = assume div_by<8>, %arg29 : tile<i32>
  %assume_18 = assume div_by<8>, %arg30 : tile<i32>
  %assume_19 = assume div_by<8>, %arg31 : tile<i32>
  %assume_20 = assume div_by<16>, %arg33 : tile<ptr<bf16>>
  %assume_21 = assume div_by<16>, %arg37 : tile<i32>
  %assume_22 = assume div_by<16>, %arg38 : tile<i32>
  %assume_23 = assume div_by<8>, %arg39 : tile<i32>
  %assume_24 = assume div_by<8>, %arg40 : tile<i32>
  %assume_25 = assume div_by<8>, %arg41 : tile<i32>
  %assume_26 = assume div_by<8>, %arg42 : tile<i32>
  %assume_27 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_28 = assume div_by<16>, %arg48 : tile<i32>
  %assume_29 = assume div_by<4>, %arg49 : tile<i32>
  %assume_30 = assume div_by<4>, %arg50 : tile<i32>
  %assume_31 = assume div_by<4>, %arg51 : tile<i32>
  %assume_32 = assume div_by<16>, %arg53 : tile<ptr<f32>>
  %assume_33 = assume div_by<16>, %arg57 : tile<i32>
  %assume_34 = assume div_by<16>, %arg58 : tile<i32>
  %assume_35 = assume div_by<4>, %arg59 : tile<i32>
  %assume_36 = assume div_by<4>, %arg60 : tile<i32>
  %assume_37 = assume div_by<4>, %arg61 : tile<i32>
  %assume_38 = assume div_by<4>, %arg62 : tile<i32>
  %assume_39 = assume div_by<16>, %arg64 : tile<ptr<f32>>
  %assume_40 = assume div_by<16>, %arg67 : tile<i32>
  %assume_41 = assume div_by<16>, %arg68 : tile<i32>
  %assume_42 = assume div_by<4>, %arg69 : tile<i32>
  %assume_43 = assume div_by<4>, %arg70 : tile<i32>
  %assume_44 = assume div_by<4>, %arg71 : tile<i32>
  %assume_45 = assume div_by<16>, %arg73 : tile<ptr<f32>>
  %assume_46 = assume div_by<16>, %arg76 : tile<i32>
  %assume_47 = assume div_by<16>, %arg77 : tile<i32>
  %assume_48 = assume div_by<4>, %arg78 : tile<i32>
  %assume_49 = assume div_by<4>, %arg79 : tile<i32>
  %assume_50 = assume div_by<4>, %arg80 : tile<i32>
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
  %assume_64 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_67 = assume div_by<16>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_75 = assume div_by<8>, %assume_assume_74 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_73 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_64, %assume_65, 1, %assume_assume_assume, %assume_assume_assume_67], strides = [%assume_assume_assume_69, %assume_assume_assume_71, %assume_assume_assume_assume, %assume_assume_assume_75, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_76 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_77 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_79 = assume div_by<16>, %assume_assume_78 : tile<i32>
  %assume_assume_80 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_81 = assume div_by<16>, %assume_assume_80 : tile<i32>
  %assume_assume_82 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_83 = assume div_by<8>, %assume_assume_82 : tile<i32>
  %assume_assume_84 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_85 = assume div_by<8>, %assume_assume_84 : tile<i32>
  %assume_assume_86 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_87 = assume div_by<8>, %assume_assume_86 : tile<i32>
  %assume_assume_88 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_89 = assume div_by<8>, %assume_assume_88 : tile<i32>
  %assume_assume_assume_assume_90 = assume div_by<8>, %assume_assume_assume_87 : tile<i32>
  %tview_91 = make_tensor_view %assume_6, shape = [%assume_76, %assume_77, 1, %assume_assume_assume_79, %assume_assume_assume_81], strides = [%assume_assume_assume_83, %assume_assume_assume_85, %assume_assume_assume_assume_90, %assume_assume_assume_89, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_92 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_93 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_94 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_95 = assume div_by<16>, %assume_assume_94 : tile<i32>
  %assume_assume_96 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_97 = assume div_by<16>, %assume_assume_96 : tile<i32>
  %assume_assume_98 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_99 = assume div_by<8>, %assume_assume_98 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_101 = assume div_by<8>, %assume_assume_100 : tile<i32>
  %assume_assume_102 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_103 = assume div_by<8>, %assume_assume_102 : tile<i32>
  %assume_assume_104 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_105 = assume div_by<8>, %assume_assume_104 : tile<i32>
  %assume_assume_assume_assume_106 = assume div_by<8>, %assume_assume_assume_103 : tile<i32>
  %tview_107 = make_tensor_view %assume_13, shape = [%assume_92, %assume_93, 1, %assume_assume_assume_95, %assume_assume_assume_97], strides = [%assume_assume_assume_99, %assume_assume_assume_101, %assume_assume_assume_assume_106, %assume_assume_assume_105, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_108 = assume bounded<0, ?>, %arg34 : tile<i32>
  %assume_109 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_assume_110 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_111 = assume div_by<16>, %assume_assume_110 : tile<i32>
  %assume_assume_112 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_113 = assume div_by<16>, %assume_assume_112 : tile<i32>
  %assume_assume_114 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_115 = assume div_by<8>, %assume_assume_114 : tile<i32>
  %assume_assume_116 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_117 = assume div_by<8>, %assume_assume_116 : tile<i32>
  %assume_assume_118 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_119 = assume div_by<8>, %assume_assume_118 : tile<i32>
  %assume_assume_120 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_121 = assume div_by<8>, %assume_assume_120 : tile<i32>
  %assume_assume_assume_assume_122 = assume div_by<8>, %assume_assume_assume_119 : tile<i32>
  %tview_123 = make_tensor_view %assume_20, shape = [%assume_108, %assume_109, 1, %assume_assume_assume_111, %assume_assume_assume_113], strides = [%assume_assume_assume_115, %assume_assume_assume_117, %assume_assume_assume_assume_122, %assume_assume_assume_121, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_124 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_125 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_126 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_127 = assume div_by<16>, %assume_assume_126 : tile<i32>
  %assume_assume_128 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_assume_129 = assume div_by<4>, %assume_assume_128 : tile<i32>
  %assume_assume_130 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_131 = assume div_by<4>, %assume_assume_130 : tile<i32>
  %assume_assume_132 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_133 = assume div_by<4>, %assume_assume_132 : tile<i32>
  %assume_assume_assume_assume_134 = assume div_by<4>, %assume_assume_assume_133 : tile<i32>
  %tview_135 = make_tensor_view %assume_27, shape = [%assume_124, %assume_125, 1, %assume_assume_assume_127], strides = [%assume_assume_assume_129, %assume_assume_assume_131, %assume_assume_assume_assume_134, 1] : tile<i32> -> tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>
  %assume_136 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_137 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_assume_138 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %assume_assume_assume_139 = assume div_by<16>, %assume_assume_138 : tile<i32>
  %assume_assume_140 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_141 = assume div_by<16>, %assume_assume_140 : tile<i32>
  %assume_assume_142 = assume bounded<0, ?>, %assume_35 : tile<i32>
  %assume_assume_assume_143 = assume div_by<4>, %assume_assume_142 : tile<i32>
  %assume_assume_144 = assume bounded<0, ?>, %assume_36 : tile<i32>
  %assume_assume_assume_145 = assume div_by<4>, %assume_assume_144 : tile<i32>
  %assume_assume_146 = assume bounded<0, ?>, %assume_37 : tile<i32>
  %assume_assume_assume_147 = assume div_by<4>, %assume_assume_146 : tile<i32>
  %assume_assume_148 = assume bounded<0, ?>, %assume_38 : tile<i32>
  %assume_assume_assume_149 = assume div_by<4>, %assume_assume_148 : tile<i32>
  %assume_assume_assume_assume_150 = assume div_by<4>, %assume_assume_assume_147 : tile<i32>
  %tview_151 = make_tensor_view %assume_32, shape = [%assume_136, %assume_137, 1, %assume_assume_assume_139, %assume_assume_assume_141], strides = [%assume_assume_assume_143, %assume_assume_assume_145, %assume_assume_assume_assume_150, %assume_assume_assume_149, 1] : tile<i32> -> tensor_view<?x?x1x?x?xf32, strides=[?,?,?,?,1]>
  %assume_152 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_153 = assume bounded<0, ?>, %arg66 : tile<i32>
  %assume_assume_154 = assume bounded<0, ?>, %assume_40 : tile<i32>
  %assume_assume_assume_155 = assume div_by<16>, %assume_assume_154 : tile<i32>
  %assume_assume_156 = assume bounded<0, ?>, %assume_41 : tile<i32>
  %assume_assume_assume_157 = assume div_by<16>, %assume_assume_156 : tile<i32>
  %assume_assume_158 = assume bounded<0, ?>, %assume_42 : tile<i32>
  %assume_assume_assume_159 = assume div_by<4>, %assume_assume_158 : tile<i32>
  %assume_assume_160 = assume bounded<0, ?>, %assume_43 : tile<i32>
  %assume_assume_assume_161 = assume div_by<4>, %assume_assume_160 : tile<i32>
  %assume_assume_162 = assume bounded<0, ?>, %assume_44 : tile<i32>
  %assume_assume_assume_163 = assume div_by<4>, %assume_assume_162 : tile<i32>
  %tview_164 = make_tensor_view %assume_39, shape = [%assume_152, %assume_153, %assume_assume_assume_155, %assume_assume_assume_157], strides = [%assume_assume_assume_159, %assume_assume_assume_161, %assume_assume_assume_163, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_165 = assume bounded<0, ?>, %arg74 : tile<i32>
  %assume_166 = assume bounded<0, ?>, %arg75 : tile<i32>
  %assume_assume_167 = assume bounded<0, ?>, %assume_46 : tile<i32>
  %assume_assume_assume_168 = assume div_by<16>, %assume_assume_167 : tile<i32>
  %assume_assume_169 = assume bounded<0, ?>, %assume_47 : tile<i32>
  %assume_assume_assume_170 = assume div_by<16>, %assume_assume_169 : tile<i32>
  %assume_assume_171 = assume bounded<0, ?>, %assume_48 : tile<i32>
  %assume_assume_assume_172 = assume div_by<4>, %assume_assume_171 : tile<i32>
  %assume_assume_173 = assume bounded<0, ?>, %assume_49 : tile<i32>
  %assume_assume_assume_174 = assume div_by<4>, %assume_assume_173 : tile<i32>
  %assume_assume_175 = assume bounded<0, ?>, %assume_50 : tile<i32>
  %assume_assume_assume_176 = assume div_by<4>, %assume_assume_175 : tile<i32>
  %tview_177 = make_tensor_view %assume_45, shape = [%assume_165, %assume_166, %assume_assume_assume_168, %assume_assume_assume_170], strides = [%assume_assume_assume_172, %assume_assume_assume_174, %assume_assume_assume_176, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_178, %blockId_y_179, %blockId_z_180 = get_tile_block_id : tile<i32>
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
  %cst_0_i32_181 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_164 : partition_view<tile=(1x1x64x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %cst_0_i32_181, %blockId_y_179] token = %0 : partition_view<tile=(1x1x64x64), padding_value = zero, tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x64xf32>, token
  %reshape = reshape %tile : tile<1x1x64x64xf32> -> tile<64x64xf32>
  %9 = iota : tile<64xi32>
  %reshape_182 = reshape %9 : tile<64xi32> -> tile<64x1xi32>
  %reshape_183 = reshape %9 : tile<64xi32> -> tile<1x64xi32>
  %bcast = broadcast %reshape_182 : tile<64x1xi32> -> tile<64x64xi32>
  %bcast_184 = broadcast %reshape_183 : tile<1x64xi32> -> tile<64x64xi32>
  %10 = cmpi greater_than_or_equal %bcast, %bcast_184, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_0_i32_185 = constant <i32: 0> : tile<i32>
  %cst_1_i32_186 = constant <i32: 1> : tile<i32>
  %cst_0_i32_187 = constant <i32: 0> : tile<i32>
  %cst_0_i32_188 = constant <i32: 0> : tile<i32>
  %pview_189 = make_partition_view %tview_123 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %cst_0_i32_190 = constant <i32: 0> : tile<i32>
  %pview_191 = make_partition_view %tview_107 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_192 = constant <i32: 0> : tile<i32>
  %cst_0_i32_193 = constant <i32: 0> : tile<i32>
  %pview_194 = make_partition_view %tview : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_195 = constant <i32: 0> : tile<i32>
  %pview_196 = make_partition_view %tview_135 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>
  %cst_0_f32_197 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %cst_0_i32_198 = constant <i32: 0> : tile<i32>
  %cst_0_i32_199 = constant <i32: 0> : tile<i32>
  %pview_200 = make_partition_view %tview_91 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_f32_201 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %cst_0_f32_202 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_203 = reshape %cst_0_f32_202 : tile<f32> -> tile<1x1xf32>
  %bcast_204 = broadcast %reshape_203 : tile<1x1xf32> -> tile<64x64xf32>
  %cst_0_f32_205 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_206 = reshape %cst_0_f32_205 : tile<f32> -> tile<1x1xf32>
  %bcast_207 = broadcast %reshape_206 : tile<1x1xf32> -> tile<64x64xf32>
  %cst_0_f32_208 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %cst_0_i32_209 = constant <i32: 0> : tile<i32>
  %pview_210 = make_partition_view %tview_151 : partition_view<tile=(1x1x1x64x64), tensor_view<?x?x1x?x?xf32, strides=[?,?,?,?,1]>>
  %cst_63_i32 = constant <i32: 63> : tile<i32>
  %pview_211 = make_partition_view %tview_135 : partition_view<tile=(1x1x1x1), padding_value = zero, tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>
  %cst_0_f32_212 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %for = for %loopIdx in (%cst_0_i32_185 to %arg82, step %cst_1_i32_186) : tile<i32> iter_values(%iterArg0 = %reshape) -> (tile<64x64xf32>) {
    %tile_216, %result_token_217 = load_view_tko weak %pview_189[%1, %8, %loopIdx, %cst_0_i32_187, %cst_0_i32_188] token = %0 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> tile<1x1x1x64x64xbf16>, token
    %reshape_218 = reshape %tile_216 : tile<1x1x1x64x64xbf16> -> tile<64x64xbf16>
    %12 = ftof %reshape_218  : tile<64x64xbf16> -> tile<64x64xf32>
    %13 = ftof %12  : tile<64x64xf32> -> tile<64x64xtf32>
    %14 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
    %15 = mmaf %13, %14, %cst_0_f32 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    %16 = ftof %15  : tile<64x64xf32> -> tile<64x64xtf32>
    %17 = ftof %16  : tile<64x64xtf32> -> tile<64x64xf32>
    %tile_219, %result_token_220 = load_view_tko weak %pview_191[%1, %8, %loopIdx, %cst_0_i32_190, %blockId_y_179] token = %0 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> tile<1x1x1x64x64xbf16>, token
    %reshape_221 = reshape %tile_219 : tile<1x1x1x64x64xbf16> -> tile<64x64xbf16>
    %18 = ftof %reshape_221  : tile<64x64xbf16> -> tile<64x64xf32>
    %19 = subf %18, %17  : tile<64x64xf32>
    %tile_222, %result_token_223 = load_view_tko weak %pview_194[%1, %8, %loopIdx, %cst_0_i32_192, %cst_0_i32_193] token = %0 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> tile<1x1x1x64x64xbf16>, token
    %reshape_224 = reshape %tile_222 : tile<1x1x1x64x64xbf16> -> tile<64x64xbf16>
    %20 = ftof %reshape_224  : tile<64x64xbf16> -> tile<64x64xf32>
    %tile_225, %result_token_226 = load_view_tko weak %pview_196[%1, %8, %loopIdx, %cst_0_i32_195] token = %0 : partition_view<tile=(1x1x1x64), padding_value = zero, tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x64xf32>, token
    %reshape_227 = reshape %tile_225 : tile<1x1x1x64xf32> -> tile<64xf32>
    %21 = exp %reshape_227  : tile<64xf32>
    %reshape_228 = reshape %21 : tile<64xf32> -> tile<64x1xf32>
    %bcast_229 = broadcast %reshape_228 : tile<64x1xf32> -> tile<64x64xf32>
    %22 = mulf %20, %bcast_229  : tile<64x64xf32>
    %23 = ftof %22  : tile<64x64xf32> -> tile<64x64xtf32>
    %24 = ftof %iterArg0  : tile<64x64xf32> -> tile<64x64xtf32>
    %25 = mmaf %23, %24, %cst_0_f32_197 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    %26 = ftof %25  : tile<64x64xf32> -> tile<64x64xtf32>
    %27 = ftof %26  : tile<64x64xtf32> -> tile<64x64xf32>
    %tile_230, %result_token_231 = load_view_tko weak %pview_200[%1, %8, %loopIdx, %cst_0_i32_198, %cst_0_i32_199] token = %0 : partition_view<tile=(1x1x1x64x64), padding_value = zero, tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> tile<1x1x1x64x64xbf16>, token
    %reshape_232 = reshape %tile_230 : tile<1x1x1x64x64xbf16> -> tile<64x64xbf16>
    %28 = ftof %reshape_232  : tile<64x64xbf16> -> tile<64x64xf32>
    %29 = permute %28 [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %30 = ftof %20  : tile<64x64xf32> -> tile<64x64xtf32>
    %31 = ftof %29  : tile<64x64xf32> -> tile<64x64xtf32>
    %32 = mmaf %30, %31, %cst_0_f32_201 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    %33 = ftof %32  : tile<64x64xf32> -> tile<64x64xtf32>
    %34 = ftof %33  : tile<64x64xtf32> -> tile<64x64xf32>
    %reshape_233 = reshape %reshape_227 : tile<64xf32> -> tile<64x1xf32>
    %reshape_234 = reshape %reshape_227 : tile<64xf32> -> tile<1x64xf32>
    %bcast_235 = broadcast %reshape_233 : tile<64x1xf32> -> tile<64x64xf32>
    %bcast_236 = broadcast %reshape_234 : tile<1x64xf32> -> tile<64x64xf32>
    %35 = subf %bcast_235, %bcast_236  : tile<64x64xf32>
    %36 = exp %35  : tile<64x64xf32>
    %37 = select %10, %36, %bcast_204 : tile<64x64xi1>, tile<64x64xf32>
    %38 = mulf %34, %37  : tile<64x64xf32>
    %39 = select %10, %38, %bcast_207 : tile<64x64xi1>, tile<64x64xf32>
    %40 = ftof %39  : tile<64x64xf32> -> tile<64x64xtf32>
    %41 = ftof %19  : tile<64x64xf32> -> tile<64x64xtf32>
    %42 = mmaf %40, %41, %cst_0_f32_208 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    %43 = ftof %42  : tile<64x64xf32> -> tile<64x64xtf32>
    %44 = ftof %43  : tile<64x64xtf32> -> tile<64x64xf32>
    %45 = addf %27, %44  : tile<64x64xf32>
    %reshape_237 = reshape %45 : tile<64x64xf32> -> tile<1x1x1x64x64xf32>
    %46 = store_view_tko weak %reshape_237, %pview_210[%1, %8, %loopIdx, %cst_0_i32_209, %blockId_y_179] token = %0 : tile<1x1x1x64x64xf32>, partition_view<tile=(1x1x1x64x64), tensor_view<?x?x1x?x?xf32, strides=[?,?,?,?,1]>>, tile<i32> -> token
    %tile_238, %result_token_239 = load_view_tko weak %pview_211[%1, %8, %loopIdx, %cst_63_i32] token = %0 : partition_view<tile=(1x1x1x1), padding_value = zero, tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x1xf32>, token
    %reshape_240 = reshape %tile_238 : tile<1x1x1x1xf32> -> tile<f32>
    %reshape_241 = reshape %reshape_240 : tile<f32> -> tile<1xf32>
    %bcast_242 = broadcast %reshape_241 : tile<1xf32> -> tile<64xf32>
    %47 = subf %bcast_242, %reshape_227  : tile<64xf32>
    %48 = exp %47  : tile<64xf32>
    %reshape_243 = reshape %48 : tile<64xf32> -> tile<64x1xf32>
    %bcast_244 = broadcast %reshape_243 : tile<64x1xf32> -> tile<64x64xf32>
    %49 = mulf %28, %bcast_244  : tile<64x64xf32>
    %50 = exp %reshape_240  : tile<f32>
    %reshape_245 = reshape %50 : tile<f32> -> tile<1x1xf32>
    %bcast_246 = broadcast %reshape_245 : tile<1x1xf32> -> tile<64x64xf32>
    %51 = permute %49 [1, 0] : tile<64x64xf32> -> tile<64x64xf32>
    %52 = ftof %51  : tile<64x64xf32> -> tile<64x64xtf32>
    %53 = ftof %19  : tile<64x64xf32> -> tile<64x64xtf32>
    %54 = mmaf %52, %53, %cst_0_f32_212 : tile<64x64xtf32>, tile<64x64xtf32>, tile<64x64xf32>
    %55 = ftof %54  : tile<64x64xf32> -> tile<64x64xtf32>
    %56 = ftof %55  : tile<64x64xtf32> -> tile<64x64xf32>
    %57 = fma %iterArg0, %bcast_246, %56  : tile<64x64xf32>
    continue %57 : tile<64x64xf32>
  }
  %cst_0_i32_213 = constant <i32: 0> : tile<i32>
  %reshape_214 = reshape %for : tile<64x64xf32> -> tile<1x1x64x64xf32>
  %pview_215 = make_partition_view %tview_177 : partition_view<tile=(1x1x64x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %11 = store_view_tko weak %reshape_214, %pview_215[%1, %8, %cst_0_i32_213, %blockId_y_179] token = %0 : tile<1x1x64x64xf32>, partition_view<tile=(1x1x64x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
