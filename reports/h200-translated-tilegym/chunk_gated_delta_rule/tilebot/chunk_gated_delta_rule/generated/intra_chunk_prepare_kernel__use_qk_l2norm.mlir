entry @intra_chunk_prepare_kernel__use_qk_l2norm_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<ptr<bf16>>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<ptr<bf16>>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<ptr<bf16>>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<i32>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<ptr<bf16>>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<i32>, %arg67: tile<i32>, %arg68: tile<i32>, %arg69: tile<i32>, %arg70: tile<i32>, %arg71: tile<i32>, %arg72: tile<i32>, %arg73: tile<i32>, %arg74: tile<ptr<bf16>>, %arg75: tile<i32>, %arg76: tile<i32>, %arg77: tile<i32>, %arg78: tile<i32>, %arg79: tile<i32>, %arg80: tile<i32>, %arg81: tile<i32>, %arg82: tile<i32>, %arg83: tile<i32>, %arg84: tile<i32>, %arg85: tile<ptr<f32>>, %arg86: tile<i32>, %arg87: tile<i32>, %arg88: tile<i32>, %arg89: tile<i32>, %arg90: tile<i32>, %arg91: tile<i32>, %arg92: tile<i32>, %arg93: tile<i32>, %arg94: tile<i32>, %arg95: tile<i32>, %arg96: tile<i32>, %arg97: tile<f32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_6_i32 = constant <i32: 6> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_2 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %0 = make_token : token
  %assume_9 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_9, shape = [%assume, %assume_0, %assume_1, %assume_assume], strides = [%assume_assume_4, %assume_assume_6, %assume_assume_8, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_10 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_20 = assume div_by<16>, %assume_19 : tile<i32>
  %1 = make_token : token
  %assume_21 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %tview_22 = make_tensor_view %assume_21, shape = [%assume_10, %assume_11, %assume_12, %assume_assume_14], strides = [%assume_assume_16, %assume_assume_18, %assume_assume_20, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_23 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_27 = assume div_by<16>, %assume_26 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_29 = assume div_by<16>, %assume_28 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_31 = assume div_by<16>, %assume_30 : tile<i32>
  %assume_32 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_33 = assume div_by<16>, %assume_32 : tile<i32>
  %2 = make_token : token
  %assume_34 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %tview_35 = make_tensor_view %assume_34, shape = [%assume_23, %assume_24, %assume_25, %assume_assume_27], strides = [%assume_assume_29, %assume_assume_31, %assume_assume_33, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_36 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg32 : tile<i32>
  %3 = make_token : token
  %assume_41 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %tview_42 = make_tensor_view %assume_41, shape = [%assume_36, %assume_37, %assume_38], strides = [%assume_39, %assume_40, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_43 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_44 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_45 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg39 : tile<i32>
  %4 = make_token : token
  %assume_48 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %tview_49 = make_tensor_view %assume_48, shape = [%assume_43, %assume_44, %assume_45], strides = [%assume_46, %assume_47, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_50 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_51 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_53 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_54 = assume div_by<16>, %assume_53 : tile<i32>
  %assume_55 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_56 = assume div_by<16>, %assume_55 : tile<i32>
  %assume_57 = assume bounded<0, ?>, %arg47 : tile<i32>
  %assume_assume_58 = assume div_by<16>, %assume_57 : tile<i32>
  %assume_59 = assume bounded<0, ?>, %arg48 : tile<i32>
  %assume_assume_60 = assume div_by<16>, %assume_59 : tile<i32>
  %assume_61 = assume bounded<0, ?>, %arg49 : tile<i32>
  %assume_assume_62 = assume div_by<16>, %assume_61 : tile<i32>
  %assume_63 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_assume_64 = assume div_by<16>, %assume_63 : tile<i32>
  %5 = make_token : token
  %assume_65 = assume div_by<16>, %arg41 : tile<ptr<bf16>>
  %tview_66 = make_tensor_view %assume_65, shape = [%assume_50, %assume_51, %assume_52, %assume_assume_54, %assume_assume_56], strides = [%assume_assume_58, %assume_assume_60, %assume_assume_62, %assume_assume_64, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_67 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_69 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg56 : tile<i32>
  %assume_assume_71 = assume div_by<16>, %assume_70 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg57 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_assume_75 = assume div_by<16>, %assume_74 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_assume_77 = assume div_by<16>, %assume_76 : tile<i32>
  %assume_78 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_79 = assume div_by<16>, %assume_78 : tile<i32>
  %assume_80 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_81 = assume div_by<16>, %assume_80 : tile<i32>
  %6 = make_token : token
  %assume_82 = assume div_by<16>, %arg52 : tile<ptr<bf16>>
  %tview_83 = make_tensor_view %assume_82, shape = [%assume_67, %assume_68, %assume_69, %assume_assume_71, %assume_assume_73], strides = [%assume_assume_75, %assume_assume_77, %assume_assume_79, %assume_assume_81, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_84 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_85 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_86 = assume bounded<0, ?>, %arg66 : tile<i32>
  %assume_87 = assume bounded<0, ?>, %arg67 : tile<i32>
  %assume_assume_88 = assume div_by<16>, %assume_87 : tile<i32>
  %assume_89 = assume bounded<0, ?>, %arg68 : tile<i32>
  %assume_assume_90 = assume div_by<16>, %assume_89 : tile<i32>
  %assume_91 = assume bounded<0, ?>, %arg69 : tile<i32>
  %assume_assume_92 = assume div_by<16>, %assume_91 : tile<i32>
  %assume_93 = assume bounded<0, ?>, %arg70 : tile<i32>
  %assume_assume_94 = assume div_by<16>, %assume_93 : tile<i32>
  %assume_95 = assume bounded<0, ?>, %arg71 : tile<i32>
  %assume_assume_96 = assume div_by<16>, %assume_95 : tile<i32>
  %assume_97 = assume bounded<0, ?>, %arg72 : tile<i32>
  %assume_assume_98 = assume div_by<16>, %assume_97 : tile<i32>
  %7 = make_token : token
  %assume_99 = assume div_by<16>, %arg63 : tile<ptr<bf16>>
  %tview_100 = make_tensor_view %assume_99, shape = [%assume_84, %assume_85, %assume_86, %assume_assume_88, %assume_assume_90], strides = [%assume_assume_92, %assume_assume_94, %assume_assume_96, %assume_assume_98, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_101 = assume bounded<0, ?>, %arg75 : tile<i32>
  %assume_102 = assume bounded<0, ?>, %arg76 : tile<i32>
  %assume_103 = assume bounded<0, ?>, %arg77 : tile<i32>
  %assume_104 = assume bounded<0, ?>, %arg78 : tile<i32>
  %assume_assume_105 = assume div_by<16>, %assume_104 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg79 : tile<i32>
  %assume_assume_107 = assume div_by<16>, %assume_106 : tile<i32>
  %assume_108 = assume bounded<0, ?>, %arg80 : tile<i32>
  %assume_assume_109 = assume div_by<16>, %assume_108 : tile<i32>
  %assume_110 = assume bounded<0, ?>, %arg81 : tile<i32>
  %assume_assume_111 = assume div_by<16>, %assume_110 : tile<i32>
  %assume_112 = assume bounded<0, ?>, %arg82 : tile<i32>
  %assume_assume_113 = assume div_by<16>, %assume_112 : tile<i32>
  %assume_114 = assume bounded<0, ?>, %arg83 : tile<i32>
  %assume_assume_115 = assume div_by<16>, %assume_114 : tile<i32>
  %8 = make_token : token
  %assume_116 = assume div_by<16>, %arg74 : tile<ptr<bf16>>
  %tview_117 = make_tensor_view %assume_116, shape = [%assume_101, %assume_102, %assume_103, %assume_assume_105, %assume_assume_107], strides = [%assume_assume_109, %assume_assume_111, %assume_assume_113, %assume_assume_115, 1] : tile<i32> -> tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_118 = assume bounded<0, ?>, %arg86 : tile<i32>
  %assume_119 = assume bounded<0, ?>, %arg87 : tile<i32>
  %assume_120 = assume bounded<0, ?>, %arg88 : tile<i32>
  %assume_121 = assume bounded<0, ?>, %arg89 : tile<i32>
  %assume_assume_122 = assume div_by<16>, %assume_121 : tile<i32>
  %assume_123 = assume bounded<0, ?>, %arg90 : tile<i32>
  %assume_assume_124 = assume div_by<16>, %assume_123 : tile<i32>
  %assume_125 = assume bounded<0, ?>, %arg91 : tile<i32>
  %assume_assume_126 = assume div_by<16>, %assume_125 : tile<i32>
  %assume_127 = assume bounded<0, ?>, %arg92 : tile<i32>
  %assume_assume_128 = assume div_by<16>, %assume_127 : tile<i32>
  %9 = make_token : token
  %assume_129 = assume div_by<16>, %arg85 : tile<ptr<f32>>
  %tview_130 = make_tensor_view %assume_129, shape = [%assume_118, %assume_119, %assume_120, %assume_assume_122], strides = [%assume_assume_124, %assume_assume_126, %assume_assume_128, 1] : tile<i32> -> tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>
  %assume_131 = assume div_by<16>, %arg94 : tile<i32>
  %assume_132 = assume div_by<16>, %arg95 : tile<i32>
  %assume_133 = assume div_by<16>, %arg96 : tile<i32>
  %cst_4_i32_134 = constant <i32: 4> : tile<i32>
  %cst_64_i32_135 = constant <i32: 64> : tile<i32>
  %cst_128_i32_136 = constant <i32: 128> : tile<i32>
  %cst_6_i32_137 = constant <i32: 6> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_138, %blockId_y_139, %blockId_z_140 = get_tile_block_id : tile<i32>
  %assume_blockId_x_141 = assume bounded<0, ?>, %blockId_x_138 : tile<i32>
  %assume_blockId_y_142 = assume bounded<0, ?>, %blockId_y_139 : tile<i32>
  %assume_blockId_z_143 = assume bounded<0, ?>, %blockId_z_140 : tile<i32>
  %10 = divi %assume_blockId_x, %cst_4_i32_134 signed rounding<negative_inf> : tile<i32>
  %11 = remi %assume_blockId_x, %cst_4_i32_134 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %12 = cmpi not_equal %11, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %cst_0_i32_144 = constant <i32: 0> : tile<i32>
  %13 = cmpi less_than %11, %cst_0_i32_144, signed : tile<i32> -> tile<i1>
  %cst_0_i32_145 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %14 = cmpi not_equal %13, %false, unsigned : tile<i1> -> tile<i1>
  %15 = andi %12, %14 : tile<i1>
  %16 = if %15 -> (tile<i32>) {
    %66 = addi %11, %cst_4_i32_134 : tile<i32>
    yield %66 : tile<i32>
  } else {
    yield %11 : tile<i32>
  }
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_146 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_148 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_22 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_149 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%10, %assume_blockId_y_142, %16, %cst_0_i32_149] token = %1 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_64_i32_150 = constant <i32: 64> : tile<i32>
  %cst_1_i32_151 = constant <i32: 1> : tile<i32>
  %cst_128_i32_152 = constant <i32: 128> : tile<i32>
  %cst_64_i32_153 = constant <i32: 64> : tile<i32>
  %cst_128_i32_154 = constant <i32: 128> : tile<i32>
  %reshape = reshape %tile : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %17 = ftof %reshape  : tile<64x128xbf16> -> tile<64x128xf32>
  %18 = mulf %17, %17  : tile<64x128xf32>
  %reduce = reduce %18 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %66 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %66 : tile<f32>
  }
  %cst_64_i32_155 = constant <i32: 64> : tile<i32>
  %cst_64_i32_156 = constant <i32: 64> : tile<i32>
  %reshape_157 = reshape %reduce : tile<64xf32> -> tile<64xf32>
  %cst_64_i32_158 = constant <i32: 64> : tile<i32>
  %cst_64_i32_159 = constant <i32: 64> : tile<i32>
  %cst_1_i32_160 = constant <i32: 1> : tile<i32>
  %reshape_161 = reshape %reshape_157 : tile<64xf32> -> tile<64x1xf32>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<64x1xf32>
  %19 = addf %reshape_161, %cst_f32  : tile<64x1xf32>
  %20 = rsqrt %19 : tile<64x1xf32>
  %cst_64_i32_162 = constant <i32: 64> : tile<i32>
  %cst_1_i32_163 = constant <i32: 1> : tile<i32>
  %cst_64_i32_164 = constant <i32: 64> : tile<i32>
  %cst_128_i32_165 = constant <i32: 128> : tile<i32>
  %bcast = broadcast %20 : tile<64x1xf32> -> tile<64x128xf32>
  %21 = mulf %17, %bcast  : tile<64x128xf32>
  %cst_-1_i32_166 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_167 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_168 = constant <i32: -1> : tile<i32>
  %pview_169 = make_partition_view %tview_42 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_170, %result_token_171 = load_view_tko weak %pview_169[%10, %assume_blockId_y_142, %16] token = %3 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_172 = constant <i32: 1> : tile<i32>
  %cst_64_i32_173 = constant <i32: 64> : tile<i32>
  %cst_1_i32_174 = constant <i32: 1> : tile<i32>
  %cst_64_i32_175 = constant <i32: 64> : tile<i32>
  %reshape_176 = reshape %tile_170 : tile<1x64x1xbf16> -> tile<64xbf16>
  %22 = ftof %reshape_176  : tile<64xbf16> -> tile<64xf32>
  %cst_-1_i32_177 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_178 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_179 = constant <i32: -1> : tile<i32>
  %pview_180 = make_partition_view %tview_49 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_181, %result_token_182 = load_view_tko weak %pview_180[%10, %assume_blockId_y_142, %16] token = %4 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_183 = constant <i32: 1> : tile<i32>
  %cst_64_i32_184 = constant <i32: 64> : tile<i32>
  %cst_1_i32_185 = constant <i32: 1> : tile<i32>
  %cst_64_i32_186 = constant <i32: 64> : tile<i32>
  %reshape_187 = reshape %tile_181 : tile<1x64x1xbf16> -> tile<64xbf16>
  %23 = ftof %reshape_187  : tile<64xbf16> -> tile<64xf32>
  %24 = scan %23 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg98: tile<f32>, %arg99: tile<f32>) {
    %66 = addf %arg98, %arg99  : tile<f32>
    yield %66 : tile<f32>
  }
  %25 = iota : tile<64xi32>
  %cst_64_i32_188 = constant <i32: 64> : tile<i32>
  %cst_64_i32_189 = constant <i32: 64> : tile<i32>
  %cst_1_i32_190 = constant <i32: 1> : tile<i32>
  %reshape_191 = reshape %25 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_192 = constant <i32: 64> : tile<i32>
  %cst_1_i32_193 = constant <i32: 1> : tile<i32>
  %cst_64_i32_194 = constant <i32: 64> : tile<i32>
  %reshape_195 = reshape %25 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_196 = constant <i32: 64> : tile<i32>
  %cst_1_i32_197 = constant <i32: 1> : tile<i32>
  %cst_64_i32_198 = constant <i32: 64> : tile<i32>
  %cst_64_i32_199 = constant <i32: 64> : tile<i32>
  %bcast_200 = broadcast %reshape_191 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_201 = constant <i32: 1> : tile<i32>
  %cst_64_i32_202 = constant <i32: 64> : tile<i32>
  %cst_64_i32_203 = constant <i32: 64> : tile<i32>
  %cst_64_i32_204 = constant <i32: 64> : tile<i32>
  %bcast_205 = broadcast %reshape_195 : tile<1x64xi32> -> tile<64x64xi32>
  %26 = cmpi greater_than_or_equal %bcast_200, %bcast_205, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_206 = constant <i32: 64> : tile<i32>
  %cst_1_i32_207 = constant <i32: 1> : tile<i32>
  %cst_64_i32_208 = constant <i32: 64> : tile<i32>
  %cst_64_i32_209 = constant <i32: 64> : tile<i32>
  %bcast_210 = broadcast %reshape_191 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_211 = constant <i32: 1> : tile<i32>
  %cst_64_i32_212 = constant <i32: 64> : tile<i32>
  %cst_64_i32_213 = constant <i32: 64> : tile<i32>
  %cst_64_i32_214 = constant <i32: 64> : tile<i32>
  %bcast_215 = broadcast %reshape_195 : tile<1x64xi32> -> tile<64x64xi32>
  %27 = cmpi greater_than %bcast_210, %bcast_215, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_216 = constant <i32: 64> : tile<i32>
  %cst_64_i32_217 = constant <i32: 64> : tile<i32>
  %cst_1_i32_218 = constant <i32: 1> : tile<i32>
  %reshape_219 = reshape %24 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_220 = constant <i32: 64> : tile<i32>
  %cst_1_i32_221 = constant <i32: 1> : tile<i32>
  %cst_64_i32_222 = constant <i32: 64> : tile<i32>
  %reshape_223 = reshape %24 : tile<64xf32> -> tile<1x64xf32>
  %cst_64_i32_224 = constant <i32: 64> : tile<i32>
  %cst_1_i32_225 = constant <i32: 1> : tile<i32>
  %cst_64_i32_226 = constant <i32: 64> : tile<i32>
  %cst_64_i32_227 = constant <i32: 64> : tile<i32>
  %bcast_228 = broadcast %reshape_219 : tile<64x1xf32> -> tile<64x64xf32>
  %cst_1_i32_229 = constant <i32: 1> : tile<i32>
  %cst_64_i32_230 = constant <i32: 64> : tile<i32>
  %cst_64_i32_231 = constant <i32: 64> : tile<i32>
  %cst_64_i32_232 = constant <i32: 64> : tile<i32>
  %bcast_233 = broadcast %reshape_223 : tile<1x64xf32> -> tile<64x64xf32>
  %28 = subf %bcast_228, %bcast_233  : tile<64x64xf32>
  %29 = exp %28  : tile<64x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %30 = select %26, %29, %cst_0_f32 : tile<64x64xi1>, tile<64x64xf32>
  %cst_64_i32_234 = constant <i32: 64> : tile<i32>
  %cst_64_i32_235 = constant <i32: 64> : tile<i32>
  %cst_1_i32_236 = constant <i32: 1> : tile<i32>
  %reshape_237 = reshape %22 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_238 = constant <i32: 64> : tile<i32>
  %cst_1_i32_239 = constant <i32: 1> : tile<i32>
  %cst_64_i32_240 = constant <i32: 64> : tile<i32>
  %cst_128_i32_241 = constant <i32: 128> : tile<i32>
  %bcast_242 = broadcast %reshape_237 : tile<64x1xf32> -> tile<64x128xf32>
  %31 = mulf %21, %bcast_242  : tile<64x128xf32>
  %cst_64_i32_243 = constant <i32: 64> : tile<i32>
  %cst_128_i32_244 = constant <i32: 128> : tile<i32>
  %32 = permute %21 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
  %33 = ftof %31  : tile<64x128xf32> -> tile<64x128xtf32>
  %34 = ftof %32  : tile<128x64xf32> -> tile<128x64xtf32>
  %cst_0_f32_245 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %35 = mmaf %33, %34, %cst_0_f32_245 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
  %36 = ftof %35  : tile<64x64xf32> -> tile<64x64xtf32>
  %37 = ftof %36  : tile<64x64xtf32> -> tile<64x64xf32>
  %38 = mulf %37, %30  : tile<64x64xf32>
  %39 = negf %38 : tile<64x64xf32>
  %cst_0_f32_246 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %40 = select %27, %39, %cst_0_f32_246 : tile<64x64xi1>, tile<64x64xf32>
  %41 = iota : tile<64xi32>
  %cst_1_i32_247 = constant <i32: 1> : tile<i32>
  %cst_1_i32_248 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_1_i32_247 to %cst_64_i32_135, step %cst_1_i32_248) : tile<i32> iter_values(%iterArg0 = %40) -> (tile<64x64xf32>) {
    %assume_362 = assume bounded<1, 63>, %loopIdx : tile<i32>
    %cst_64_i32_363 = constant <i32: 64> : tile<i32>
    %cst_1_i32_364 = constant <i32: 1> : tile<i32>
    %cst_1_i32_365 = constant <i32: 1> : tile<i32>
    %reshape_366 = reshape %assume_362 : tile<i32> -> tile<1xi32>
    %cst_1_i32_367 = constant <i32: 1> : tile<i32>
    %cst_64_i32_368 = constant <i32: 64> : tile<i32>
    %bcast_369 = broadcast %reshape_366 : tile<1xi32> -> tile<64xi32>
    %66 = cmpi equal %41, %bcast_369, signed : tile<64xi32> -> tile<64xi1>
    %cst_64_i32_370 = constant <i32: 64> : tile<i32>
    %cst_64_i32_371 = constant <i32: 64> : tile<i32>
    %cst_1_i32_372 = constant <i32: 1> : tile<i32>
    %reshape_373 = reshape %66 : tile<64xi1> -> tile<64x1xi1>
    %cst_0_f32_374 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %cst_64_i32_375 = constant <i32: 64> : tile<i32>
    %cst_1_i32_376 = constant <i32: 1> : tile<i32>
    %cst_64_i32_377 = constant <i32: 64> : tile<i32>
    %cst_64_i32_378 = constant <i32: 64> : tile<i32>
    %bcast_379 = broadcast %reshape_373 : tile<64x1xi1> -> tile<64x64xi1>
    %67 = select %bcast_379, %iterArg0, %cst_0_f32_374 : tile<64x64xi1>, tile<64x64xf32>
    %reduce_380 = reduce %67 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %71 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %71 : tile<f32>
    }
    %cst_64_i32_381 = constant <i32: 64> : tile<i32>
    %cst_64_i32_382 = constant <i32: 64> : tile<i32>
    %reshape_383 = reshape %reduce_380 : tile<64xf32> -> tile<64xf32>
    %cst_64_i32_384 = constant <i32: 64> : tile<i32>
    %cst_64_i32_385 = constant <i32: 64> : tile<i32>
    %cst_1_i32_386 = constant <i32: 1> : tile<i32>
    %reshape_387 = reshape %reshape_383 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_388 = constant <i32: 64> : tile<i32>
    %cst_1_i32_389 = constant <i32: 1> : tile<i32>
    %cst_64_i32_390 = constant <i32: 64> : tile<i32>
    %cst_64_i32_391 = constant <i32: 64> : tile<i32>
    %bcast_392 = broadcast %reshape_387 : tile<64x1xf32> -> tile<64x64xf32>
    %68 = mulf %bcast_392, %iterArg0  : tile<64x64xf32>
    %reduce_393 = reduce %68 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %71 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %71 : tile<f32>
    }
    %cst_64_i32_394 = constant <i32: 64> : tile<i32>
    %cst_64_i32_395 = constant <i32: 64> : tile<i32>
    %reshape_396 = reshape %reduce_393 : tile<64xf32> -> tile<64xf32>
    %cst_64_i32_397 = constant <i32: 64> : tile<i32>
    %cst_1_i32_398 = constant <i32: 1> : tile<i32>
    %cst_64_i32_399 = constant <i32: 64> : tile<i32>
    %reshape_400 = reshape %reshape_396 : tile<64xf32> -> tile<1x64xf32>
    %cst_0_f32_401 = constant <f32: 0.000000e+00> : tile<1x64xf32>
    %cst_64_i32_402 = constant <i32: 64> : tile<i32>
    %cst_1_i32_403 = constant <i32: 1> : tile<i32>
    %cst_64_i32_404 = constant <i32: 64> : tile<i32>
    %cst_64_i32_405 = constant <i32: 64> : tile<i32>
    %bcast_406 = broadcast %reshape_373 : tile<64x1xi1> -> tile<64x64xi1>
    %cst_1_i32_407 = constant <i32: 1> : tile<i32>
    %cst_64_i32_408 = constant <i32: 64> : tile<i32>
    %cst_64_i32_409 = constant <i32: 64> : tile<i32>
    %cst_64_i32_410 = constant <i32: 64> : tile<i32>
    %bcast_411 = broadcast %reshape_400 : tile<1x64xf32> -> tile<64x64xf32>
    %cst_1_i32_412 = constant <i32: 1> : tile<i32>
    %cst_64_i32_413 = constant <i32: 64> : tile<i32>
    %cst_64_i32_414 = constant <i32: 64> : tile<i32>
    %cst_64_i32_415 = constant <i32: 64> : tile<i32>
    %bcast_416 = broadcast %cst_0_f32_401 : tile<1x64xf32> -> tile<64x64xf32>
    %69 = select %bcast_406, %bcast_411, %bcast_416 : tile<64x64xi1>, tile<64x64xf32>
    %70 = addf %iterArg0, %69  : tile<64x64xf32>
    continue %70 : tile<64x64xf32>
  }
  %cst_64_i32_249 = constant <i32: 64> : tile<i32>
  %cst_64_i32_250 = constant <i32: 64> : tile<i32>
  %cst_1_i32_251 = constant <i32: 1> : tile<i32>
  %reshape_252 = reshape %41 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_253 = constant <i32: 64> : tile<i32>
  %cst_1_i32_254 = constant <i32: 1> : tile<i32>
  %cst_64_i32_255 = constant <i32: 64> : tile<i32>
  %reshape_256 = reshape %41 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_257 = constant <i32: 64> : tile<i32>
  %cst_1_i32_258 = constant <i32: 1> : tile<i32>
  %cst_64_i32_259 = constant <i32: 64> : tile<i32>
  %cst_64_i32_260 = constant <i32: 64> : tile<i32>
  %bcast_261 = broadcast %reshape_252 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_262 = constant <i32: 1> : tile<i32>
  %cst_64_i32_263 = constant <i32: 64> : tile<i32>
  %cst_64_i32_264 = constant <i32: 64> : tile<i32>
  %cst_64_i32_265 = constant <i32: 64> : tile<i32>
  %bcast_266 = broadcast %reshape_256 : tile<1x64xi32> -> tile<64x64xi32>
  %42 = cmpi equal %bcast_261, %bcast_266, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<64x64xf32>
  %cst_0_f32_267 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %43 = select %42, %cst_1_f32, %cst_0_f32_267 : tile<64x64xi1>, tile<64x64xf32>
  %44 = addf %for, %43  : tile<64x64xf32>
  %45 = divi %assume_133, %cst_128_i32_136 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_268 = constant <i32: 0> : tile<i32>
  %cst_1_i32_269 = constant <i32: 1> : tile<i32>
  %for_270:2 = for %loopIdx in (%cst_0_i32_268 to %45, step %cst_1_i32_269) : tile<i32> iter_values(%iterArg0 = %7, %iterArg1 = %7) -> (token, token) {
    %assume_362 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_363 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_364 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_365 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_366 = constant <i32: -1> : tile<i32>
    %pview_367 = make_partition_view %tview_35 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %tile_368, %result_token_369 = load_view_tko weak %pview_367[%10, %assume_blockId_y_142, %16, %assume_362] token = %2 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
    %cst_1_i32_370 = constant <i32: 1> : tile<i32>
    %cst_64_i32_371 = constant <i32: 64> : tile<i32>
    %cst_1_i32_372 = constant <i32: 1> : tile<i32>
    %cst_128_i32_373 = constant <i32: 128> : tile<i32>
    %cst_64_i32_374 = constant <i32: 64> : tile<i32>
    %cst_128_i32_375 = constant <i32: 128> : tile<i32>
    %reshape_376 = reshape %tile_368 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
    %66 = ftof %reshape_376  : tile<64x128xbf16> -> tile<64x128xf32>
    %cst_64_i32_377 = constant <i32: 64> : tile<i32>
    %cst_64_i32_378 = constant <i32: 64> : tile<i32>
    %cst_1_i32_379 = constant <i32: 1> : tile<i32>
    %reshape_380 = reshape %22 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_381 = constant <i32: 64> : tile<i32>
    %cst_1_i32_382 = constant <i32: 1> : tile<i32>
    %cst_64_i32_383 = constant <i32: 64> : tile<i32>
    %cst_128_i32_384 = constant <i32: 128> : tile<i32>
    %bcast_385 = broadcast %reshape_380 : tile<64x1xf32> -> tile<64x128xf32>
    %67 = mulf %66, %bcast_385  : tile<64x128xf32>
    %68 = ftof %44  : tile<64x64xf32> -> tile<64x64xtf32>
    %69 = ftof %67  : tile<64x128xf32> -> tile<64x128xtf32>
    %cst_0_f32_386 = constant <f32: 0.000000e+00> : tile<64x128xf32>
    %70 = mmaf %68, %69, %cst_0_f32_386 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
    %71 = ftof %70  : tile<64x128xf32> -> tile<64x128xtf32>
    %72 = ftof %71  : tile<64x128xtf32> -> tile<64x128xf32>
    %73 = ftof %72  : tile<64x128xf32> -> tile<64x128xbf16>
    %cst_64_i32_387 = constant <i32: 64> : tile<i32>
    %cst_128_i32_388 = constant <i32: 128> : tile<i32>
    %cst_1_i32_389 = constant <i32: 1> : tile<i32>
    %cst_1_i32_390 = constant <i32: 1> : tile<i32>
    %cst_1_i32_391 = constant <i32: 1> : tile<i32>
    %cst_64_i32_392 = constant <i32: 64> : tile<i32>
    %cst_128_i32_393 = constant <i32: 128> : tile<i32>
    %reshape_394 = reshape %73 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
    %pview_395 = make_partition_view %tview_100 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
    %cst_0_i32_396 = constant <i32: 0> : tile<i32>
    %74 = store_view_tko weak %reshape_394, %pview_395[%10, %16, %assume_blockId_y_142, %cst_0_i32_396, %assume_362] token = %7 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
    %75 = join_tokens %iterArg0, %74 : token
    continue %75, %75 : token, token
  }
  %46 = exp %24  : tile<64xf32>
  %cst_64_i32_271 = constant <i32: 64> : tile<i32>
  %cst_64_i32_272 = constant <i32: 64> : tile<i32>
  %cst_1_i32_273 = constant <i32: 1> : tile<i32>
  %reshape_274 = reshape %46 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_275 = constant <i32: 64> : tile<i32>
  %cst_1_i32_276 = constant <i32: 1> : tile<i32>
  %cst_64_i32_277 = constant <i32: 64> : tile<i32>
  %cst_128_i32_278 = constant <i32: 128> : tile<i32>
  %bcast_279 = broadcast %reshape_274 : tile<64x1xf32> -> tile<64x128xf32>
  %47 = mulf %31, %bcast_279  : tile<64x128xf32>
  %48 = ftof %44  : tile<64x64xf32> -> tile<64x64xtf32>
  %49 = ftof %47  : tile<64x128xf32> -> tile<64x128xtf32>
  %cst_0_f32_280 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %50 = mmaf %48, %49, %cst_0_f32_280 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
  %51 = ftof %50  : tile<64x128xf32> -> tile<64x128xtf32>
  %52 = ftof %51  : tile<64x128xtf32> -> tile<64x128xf32>
  %53 = ftof %52  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_281 = constant <i32: 64> : tile<i32>
  %cst_128_i32_282 = constant <i32: 128> : tile<i32>
  %cst_1_i32_283 = constant <i32: 1> : tile<i32>
  %cst_1_i32_284 = constant <i32: 1> : tile<i32>
  %cst_1_i32_285 = constant <i32: 1> : tile<i32>
  %cst_64_i32_286 = constant <i32: 64> : tile<i32>
  %cst_128_i32_287 = constant <i32: 128> : tile<i32>
  %reshape_288 = reshape %53 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_289 = make_partition_view %tview_117 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_290 = constant <i32: 0> : tile<i32>
  %cst_0_i32_291 = constant <i32: 0> : tile<i32>
  %54 = store_view_tko weak %reshape_288, %pview_289[%10, %16, %assume_blockId_y_142, %cst_0_i32_290, %cst_0_i32_291] token = %8 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_64_i32_292 = constant <i32: 64> : tile<i32>
  %cst_1_i32_293 = constant <i32: 1> : tile<i32>
  %cst_1_i32_294 = constant <i32: 1> : tile<i32>
  %cst_1_i32_295 = constant <i32: 1> : tile<i32>
  %cst_64_i32_296 = constant <i32: 64> : tile<i32>
  %reshape_297 = reshape %24 : tile<64xf32> -> tile<1x1x1x64xf32>
  %pview_298 = make_partition_view %tview_130 : partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_299 = constant <i32: 0> : tile<i32>
  %55 = store_view_tko weak %reshape_297, %pview_298[%10, %16, %assume_blockId_y_142, %cst_0_i32_299] token = %9 : tile<1x1x1x64xf32>, partition_view<tile=(1x1x1x64), tensor_view<?x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_-1_i32_300 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_301 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_302 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_303 = constant <i32: -1> : tile<i32>
  %pview_304 = make_partition_view %tview : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_305 = constant <i32: 0> : tile<i32>
  %tile_306, %result_token_307 = load_view_tko weak %pview_304[%10, %assume_blockId_y_142, %16, %cst_0_i32_305] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32_308 = constant <i32: 1> : tile<i32>
  %cst_64_i32_309 = constant <i32: 64> : tile<i32>
  %cst_1_i32_310 = constant <i32: 1> : tile<i32>
  %cst_128_i32_311 = constant <i32: 128> : tile<i32>
  %cst_64_i32_312 = constant <i32: 64> : tile<i32>
  %cst_128_i32_313 = constant <i32: 128> : tile<i32>
  %reshape_314 = reshape %tile_306 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %56 = ftof %reshape_314  : tile<64x128xbf16> -> tile<64x128xf32>
  %57 = mulf %56, %56  : tile<64x128xf32>
  %reduce_315 = reduce %57 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %66 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %66 : tile<f32>
  }
  %cst_64_i32_316 = constant <i32: 64> : tile<i32>
  %cst_64_i32_317 = constant <i32: 64> : tile<i32>
  %reshape_318 = reshape %reduce_315 : tile<64xf32> -> tile<64xf32>
  %cst_64_i32_319 = constant <i32: 64> : tile<i32>
  %cst_64_i32_320 = constant <i32: 64> : tile<i32>
  %cst_1_i32_321 = constant <i32: 1> : tile<i32>
  %reshape_322 = reshape %reshape_318 : tile<64xf32> -> tile<64x1xf32>
  %cst_f32_323 = constant <f32: 9.99999997E-7> : tile<64x1xf32>
  %58 = addf %reshape_322, %cst_f32_323  : tile<64x1xf32>
  %59 = rsqrt %58 : tile<64x1xf32>
  %cst_64_i32_324 = constant <i32: 64> : tile<i32>
  %cst_1_i32_325 = constant <i32: 1> : tile<i32>
  %cst_64_i32_326 = constant <i32: 64> : tile<i32>
  %cst_128_i32_327 = constant <i32: 128> : tile<i32>
  %bcast_328 = broadcast %59 : tile<64x1xf32> -> tile<64x128xf32>
  %60 = mulf %56, %bcast_328  : tile<64x128xf32>
  %cst_64_i32_329 = constant <i32: 64> : tile<i32>
  %cst_128_i32_330 = constant <i32: 128> : tile<i32>
  %cst_1_i32_331 = constant <i32: 1> : tile<i32>
  %cst_1_i32_332 = constant <i32: 1> : tile<i32>
  %cst_1_i32_333 = constant <i32: 1> : tile<i32>
  %reshape_334 = reshape %arg97 : tile<f32> -> tile<1x1xf32>
  %cst_1_i32_335 = constant <i32: 1> : tile<i32>
  %cst_1_i32_336 = constant <i32: 1> : tile<i32>
  %cst_64_i32_337 = constant <i32: 64> : tile<i32>
  %cst_128_i32_338 = constant <i32: 128> : tile<i32>
  %bcast_339 = broadcast %reshape_334 : tile<1x1xf32> -> tile<64x128xf32>
  %61 = mulf %60, %bcast_339  : tile<64x128xf32>
  %62 = ftof %61  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_340 = constant <i32: 64> : tile<i32>
  %cst_128_i32_341 = constant <i32: 128> : tile<i32>
  %cst_1_i32_342 = constant <i32: 1> : tile<i32>
  %cst_1_i32_343 = constant <i32: 1> : tile<i32>
  %cst_1_i32_344 = constant <i32: 1> : tile<i32>
  %cst_64_i32_345 = constant <i32: 64> : tile<i32>
  %cst_128_i32_346 = constant <i32: 128> : tile<i32>
  %reshape_347 = reshape %62 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_348 = make_partition_view %tview_66 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_349 = constant <i32: 0> : tile<i32>
  %cst_0_i32_350 = constant <i32: 0> : tile<i32>
  %63 = store_view_tko weak %reshape_347, %pview_348[%10, %16, %assume_blockId_y_142, %cst_0_i32_349, %cst_0_i32_350] token = %5 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %64 = ftof %21  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_351 = constant <i32: 64> : tile<i32>
  %cst_128_i32_352 = constant <i32: 128> : tile<i32>
  %cst_1_i32_353 = constant <i32: 1> : tile<i32>
  %cst_1_i32_354 = constant <i32: 1> : tile<i32>
  %cst_1_i32_355 = constant <i32: 1> : tile<i32>
  %cst_64_i32_356 = constant <i32: 64> : tile<i32>
  %cst_128_i32_357 = constant <i32: 128> : tile<i32>
  %reshape_358 = reshape %64 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %pview_359 = make_partition_view %tview_83 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_360 = constant <i32: 0> : tile<i32>
  %cst_0_i32_361 = constant <i32: 0> : tile<i32>
  %65 = store_view_tko weak %reshape_358, %pview_359[%10, %16, %assume_blockId_y_142, %cst_0_i32_360, %cst_0_i32_361] token = %6 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x?x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  return
}
