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
  %assume_assume_40 = assume div_by<8>, %assume_39 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg32 : tile<i32>
  %3 = make_token : token
  %assume_42 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %tview_43 = make_tensor_view %assume_42, shape = [%assume_36, %assume_37, %assume_38], strides = [%assume_assume_40, %assume_41, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_44 = assume bounded<0, ?>, %arg35 : tile<i32>
  %assume_45 = assume bounded<0, ?>, %arg36 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_48 = assume div_by<8>, %assume_47 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg39 : tile<i32>
  %4 = make_token : token
  %assume_50 = assume div_by<16>, %arg34 : tile<ptr<bf16>>
  %tview_51 = make_tensor_view %assume_50, shape = [%assume_44, %assume_45, %assume_46], strides = [%assume_assume_48, %assume_49, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_52 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_53 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg45 : tile<i32>
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
  %tview_66 = make_tensor_view %assume_65, shape = [%assume_52, %assume_53, 1, %assume_54, %assume_assume_56], strides = [%assume_assume_58, %assume_assume_60, %assume_assume_62, %assume_assume_64, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_67 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_68 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_69 = assume bounded<0, ?>, %arg56 : tile<i32>
  %assume_70 = assume bounded<0, ?>, %arg57 : tile<i32>
  %assume_assume_71 = assume div_by<16>, %assume_70 : tile<i32>
  %assume_72 = assume bounded<0, ?>, %arg58 : tile<i32>
  %assume_assume_73 = assume div_by<16>, %assume_72 : tile<i32>
  %assume_74 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_assume_75 = assume div_by<16>, %assume_74 : tile<i32>
  %assume_76 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_77 = assume div_by<16>, %assume_76 : tile<i32>
  %assume_78 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_79 = assume div_by<16>, %assume_78 : tile<i32>
  %6 = make_token : token
  %assume_80 = assume div_by<16>, %arg52 : tile<ptr<bf16>>
  %tview_81 = make_tensor_view %assume_80, shape = [%assume_67, %assume_68, 1, %assume_69, %assume_assume_71], strides = [%assume_assume_73, %assume_assume_75, %assume_assume_77, %assume_assume_79, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_82 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_83 = assume bounded<0, ?>, %arg65 : tile<i32>
  %assume_84 = assume bounded<0, ?>, %arg67 : tile<i32>
  %assume_85 = assume bounded<0, ?>, %arg68 : tile<i32>
  %assume_assume_86 = assume div_by<16>, %assume_85 : tile<i32>
  %assume_87 = assume bounded<0, ?>, %arg69 : tile<i32>
  %assume_assume_88 = assume div_by<16>, %assume_87 : tile<i32>
  %assume_89 = assume bounded<0, ?>, %arg70 : tile<i32>
  %assume_assume_90 = assume div_by<16>, %assume_89 : tile<i32>
  %assume_91 = assume bounded<0, ?>, %arg71 : tile<i32>
  %assume_assume_92 = assume div_by<16>, %assume_91 : tile<i32>
  %assume_93 = assume bounded<0, ?>, %arg72 : tile<i32>
  %assume_assume_94 = assume div_by<16>, %assume_93 : tile<i32>
  %7 = make_token : token
  %assume_95 = assume div_by<16>, %arg63 : tile<ptr<bf16>>
  %tview_96 = make_tensor_view %assume_95, shape = [%assume_82, %assume_83, 1, %assume_84, %assume_assume_86], strides = [%assume_assume_88, %assume_assume_90, %assume_assume_92, %assume_assume_94, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_97 = assume bounded<0, ?>, %arg75 : tile<i32>
  %assume_98 = assume bounded<0, ?>, %arg76 : tile<i32>
  %assume_99 = assume bounded<0, ?>, %arg78 : tile<i32>
  %assume_100 = assume bounded<0, ?>, %arg79 : tile<i32>
  %assume_assume_101 = assume div_by<16>, %assume_100 : tile<i32>
  %assume_102 = assume bounded<0, ?>, %arg80 : tile<i32>
  %assume_assume_103 = assume div_by<16>, %assume_102 : tile<i32>
  %assume_104 = assume bounded<0, ?>, %arg81 : tile<i32>
  %assume_assume_105 = assume div_by<16>, %assume_104 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg82 : tile<i32>
  %assume_assume_107 = assume div_by<16>, %assume_106 : tile<i32>
  %assume_108 = assume bounded<0, ?>, %arg83 : tile<i32>
  %assume_assume_109 = assume div_by<16>, %assume_108 : tile<i32>
  %8 = make_token : token
  %assume_110 = assume div_by<16>, %arg74 : tile<ptr<bf16>>
  %tview_111 = make_tensor_view %assume_110, shape = [%assume_97, %assume_98, 1, %assume_99, %assume_assume_101], strides = [%assume_assume_103, %assume_assume_105, %assume_assume_107, %assume_assume_109, 1] : tile<i32> -> tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>
  %assume_112 = assume bounded<0, ?>, %arg86 : tile<i32>
  %assume_113 = assume bounded<0, ?>, %arg87 : tile<i32>
  %assume_114 = assume bounded<0, ?>, %arg89 : tile<i32>
  %assume_115 = assume bounded<0, ?>, %arg90 : tile<i32>
  %assume_assume_116 = assume div_by<16>, %assume_115 : tile<i32>
  %assume_117 = assume bounded<0, ?>, %arg91 : tile<i32>
  %assume_assume_118 = assume div_by<16>, %assume_117 : tile<i32>
  %assume_119 = assume bounded<0, ?>, %arg92 : tile<i32>
  %assume_assume_120 = assume div_by<16>, %assume_119 : tile<i32>
  %9 = make_token : token
  %assume_121 = assume div_by<16>, %arg85 : tile<ptr<f32>>
  %tview_122 = make_tensor_view %assume_121, shape = [%assume_112, %assume_113, 1, %assume_114], strides = [%assume_assume_116, %assume_assume_118, %assume_assume_120, 1] : tile<i32> -> tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>
  %assume_123 = assume div_by<16>, %arg94 : tile<i32>
  %assume_124 = assume div_by<16>, %arg95 : tile<i32>
  %assume_125 = assume div_by<16>, %arg96 : tile<i32>
  %cst_4_i32_126 = constant <i32: 4> : tile<i32>
  %cst_64_i32_127 = constant <i32: 64> : tile<i32>
  %cst_128_i32_128 = constant <i32: 128> : tile<i32>
  %cst_6_i32_129 = constant <i32: 6> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_130, %blockId_y_131, %blockId_z_132 = get_tile_block_id : tile<i32>
  %assume_blockId_x_133 = assume bounded<0, ?>, %blockId_x_130 : tile<i32>
  %assume_blockId_y_134 = assume bounded<0, ?>, %blockId_y_131 : tile<i32>
  %assume_blockId_z_135 = assume bounded<0, ?>, %blockId_z_132 : tile<i32>
  %10 = divi %assume_blockId_x, %cst_4_i32_126 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %false = constant <i1: false> : tile<i1>
  %11 = remi %assume_blockId_x, %cst_4_i32_126 signed : tile<i32>
  %cst_0_i32_136 = constant <i32: 0> : tile<i32>
  %12 = cmpi less_than %11, %cst_0_i32_136, signed : tile<i32> -> tile<i1>
  %13 = xori %12, %false : tile<i1>
  %14 = cmpi not_equal %11, %cst_0_i32_136, signed : tile<i32> -> tile<i1>
  %15 = andi %13, %14 : tile<i1>
  %16 = addi %11, %cst_4_i32_126 : tile<i32>
  %17 = select %15, %16, %11 : tile<i1>, tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_137 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_138 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_139 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_22 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_140 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%10, %assume_blockId_y_134, %17, %cst_0_i32_140] token = %1 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_64_i32_141 = constant <i32: 64> : tile<i32>
  %cst_1_i32_142 = constant <i32: 1> : tile<i32>
  %cst_128_i32_143 = constant <i32: 128> : tile<i32>
  %cst_64_i32_144 = constant <i32: 64> : tile<i32>
  %cst_128_i32_145 = constant <i32: 128> : tile<i32>
  %reshape = reshape %tile : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %18 = ftof %reshape  : tile<64x128xbf16> -> tile<64x128xf32>
  %19 = mulf %18, %18  : tile<64x128xf32>
  %reduce = reduce %19 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %67 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %67 : tile<f32>
  }
  %cst_64_i32_146 = constant <i32: 64> : tile<i32>
  %cst_64_i32_147 = constant <i32: 64> : tile<i32>
  %reshape_148 = reshape %reduce : tile<64xf32> -> tile<64xf32>
  %cst_64_i32_149 = constant <i32: 64> : tile<i32>
  %cst_64_i32_150 = constant <i32: 64> : tile<i32>
  %cst_1_i32_151 = constant <i32: 1> : tile<i32>
  %reshape_152 = reshape %reshape_148 : tile<64xf32> -> tile<64x1xf32>
  %cst_f32 = constant <f32: 9.99999997E-7> : tile<64x1xf32>
  %20 = addf %reshape_152, %cst_f32  : tile<64x1xf32>
  %21 = rsqrt %20 : tile<64x1xf32>
  %cst_64_i32_153 = constant <i32: 64> : tile<i32>
  %cst_1_i32_154 = constant <i32: 1> : tile<i32>
  %cst_64_i32_155 = constant <i32: 64> : tile<i32>
  %cst_128_i32_156 = constant <i32: 128> : tile<i32>
  %bcast = broadcast %21 : tile<64x1xf32> -> tile<64x128xf32>
  %22 = mulf %18, %bcast  : tile<64x128xf32>
  %cst_-1_i32_157 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_158 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_159 = constant <i32: -1> : tile<i32>
  %pview_160 = make_partition_view %tview_43 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_161, %result_token_162 = load_view_tko weak %pview_160[%10, %assume_blockId_y_134, %17] token = %3 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_163 = constant <i32: 1> : tile<i32>
  %cst_64_i32_164 = constant <i32: 64> : tile<i32>
  %cst_1_i32_165 = constant <i32: 1> : tile<i32>
  %cst_64_i32_166 = constant <i32: 64> : tile<i32>
  %reshape_167 = reshape %tile_161 : tile<1x64x1xbf16> -> tile<64xbf16>
  %23 = ftof %reshape_167  : tile<64xbf16> -> tile<64xf32>
  %cst_-1_i32_168 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_169 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_170 = constant <i32: -1> : tile<i32>
  %pview_171 = make_partition_view %tview_51 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %tile_172, %result_token_173 = load_view_tko weak %pview_171[%10, %assume_blockId_y_134, %17] token = %4 : partition_view<tile=(1x64x1), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x1xbf16>, token
  %cst_1_i32_174 = constant <i32: 1> : tile<i32>
  %cst_64_i32_175 = constant <i32: 64> : tile<i32>
  %cst_1_i32_176 = constant <i32: 1> : tile<i32>
  %cst_64_i32_177 = constant <i32: 64> : tile<i32>
  %reshape_178 = reshape %tile_172 : tile<1x64x1xbf16> -> tile<64xbf16>
  %24 = ftof %reshape_178  : tile<64xbf16> -> tile<64xf32>
  %25 = scan %24 dim=0 reverse=false identities=[0.000000e+00 : f32] : tile<64xf32> -> tile<64xf32> 
  (%arg98: tile<f32>, %arg99: tile<f32>) {
    %67 = addf %arg98, %arg99  : tile<f32>
    yield %67 : tile<f32>
  }
  %26 = iota : tile<64xi32>
  %cst_64_i32_179 = constant <i32: 64> : tile<i32>
  %cst_64_i32_180 = constant <i32: 64> : tile<i32>
  %cst_1_i32_181 = constant <i32: 1> : tile<i32>
  %reshape_182 = reshape %26 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_183 = constant <i32: 64> : tile<i32>
  %cst_1_i32_184 = constant <i32: 1> : tile<i32>
  %cst_64_i32_185 = constant <i32: 64> : tile<i32>
  %reshape_186 = reshape %26 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_187 = constant <i32: 64> : tile<i32>
  %cst_1_i32_188 = constant <i32: 1> : tile<i32>
  %cst_64_i32_189 = constant <i32: 64> : tile<i32>
  %cst_64_i32_190 = constant <i32: 64> : tile<i32>
  %bcast_191 = broadcast %reshape_182 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_192 = constant <i32: 1> : tile<i32>
  %cst_64_i32_193 = constant <i32: 64> : tile<i32>
  %cst_64_i32_194 = constant <i32: 64> : tile<i32>
  %cst_64_i32_195 = constant <i32: 64> : tile<i32>
  %bcast_196 = broadcast %reshape_186 : tile<1x64xi32> -> tile<64x64xi32>
  %27 = cmpi greater_than_or_equal %bcast_191, %bcast_196, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_197 = constant <i32: 64> : tile<i32>
  %cst_1_i32_198 = constant <i32: 1> : tile<i32>
  %cst_64_i32_199 = constant <i32: 64> : tile<i32>
  %cst_64_i32_200 = constant <i32: 64> : tile<i32>
  %bcast_201 = broadcast %reshape_182 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_202 = constant <i32: 1> : tile<i32>
  %cst_64_i32_203 = constant <i32: 64> : tile<i32>
  %cst_64_i32_204 = constant <i32: 64> : tile<i32>
  %cst_64_i32_205 = constant <i32: 64> : tile<i32>
  %bcast_206 = broadcast %reshape_186 : tile<1x64xi32> -> tile<64x64xi32>
  %28 = cmpi greater_than %bcast_201, %bcast_206, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_64_i32_207 = constant <i32: 64> : tile<i32>
  %cst_64_i32_208 = constant <i32: 64> : tile<i32>
  %cst_1_i32_209 = constant <i32: 1> : tile<i32>
  %reshape_210 = reshape %25 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_211 = constant <i32: 64> : tile<i32>
  %cst_1_i32_212 = constant <i32: 1> : tile<i32>
  %cst_64_i32_213 = constant <i32: 64> : tile<i32>
  %reshape_214 = reshape %25 : tile<64xf32> -> tile<1x64xf32>
  %cst_64_i32_215 = constant <i32: 64> : tile<i32>
  %cst_1_i32_216 = constant <i32: 1> : tile<i32>
  %cst_64_i32_217 = constant <i32: 64> : tile<i32>
  %cst_64_i32_218 = constant <i32: 64> : tile<i32>
  %bcast_219 = broadcast %reshape_210 : tile<64x1xf32> -> tile<64x64xf32>
  %cst_1_i32_220 = constant <i32: 1> : tile<i32>
  %cst_64_i32_221 = constant <i32: 64> : tile<i32>
  %cst_64_i32_222 = constant <i32: 64> : tile<i32>
  %cst_64_i32_223 = constant <i32: 64> : tile<i32>
  %bcast_224 = broadcast %reshape_214 : tile<1x64xf32> -> tile<64x64xf32>
  %29 = subf %bcast_219, %bcast_224  : tile<64x64xf32>
  %30 = exp %29  : tile<64x64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %31 = select %27, %30, %cst_0_f32 : tile<64x64xi1>, tile<64x64xf32>
  %cst_64_i32_225 = constant <i32: 64> : tile<i32>
  %cst_64_i32_226 = constant <i32: 64> : tile<i32>
  %cst_1_i32_227 = constant <i32: 1> : tile<i32>
  %reshape_228 = reshape %23 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_229 = constant <i32: 64> : tile<i32>
  %cst_1_i32_230 = constant <i32: 1> : tile<i32>
  %cst_64_i32_231 = constant <i32: 64> : tile<i32>
  %cst_128_i32_232 = constant <i32: 128> : tile<i32>
  %bcast_233 = broadcast %reshape_228 : tile<64x1xf32> -> tile<64x128xf32>
  %32 = mulf %22, %bcast_233  : tile<64x128xf32>
  %cst_64_i32_234 = constant <i32: 64> : tile<i32>
  %cst_128_i32_235 = constant <i32: 128> : tile<i32>
  %33 = permute %22 [1, 0] : tile<64x128xf32> -> tile<128x64xf32>
  %34 = ftof %32  : tile<64x128xf32> -> tile<64x128xtf32>
  %35 = ftof %33  : tile<128x64xf32> -> tile<128x64xtf32>
  %cst_0_f32_236 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %36 = mmaf %34, %35, %cst_0_f32_236 : tile<64x128xtf32>, tile<128x64xtf32>, tile<64x64xf32>
  %37 = ftof %36  : tile<64x64xf32> -> tile<64x64xtf32>
  %38 = ftof %37  : tile<64x64xtf32> -> tile<64x64xf32>
  %39 = mulf %38, %31  : tile<64x64xf32>
  %40 = negf %39 : tile<64x64xf32>
  %cst_0_f32_237 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %41 = select %28, %40, %cst_0_f32_237 : tile<64x64xi1>, tile<64x64xf32>
  %42 = iota : tile<64xi32>
  %cst_1_i32_238 = constant <i32: 1> : tile<i32>
  %cst_1_i32_239 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%cst_1_i32_238 to %cst_64_i32_127, step %cst_1_i32_239) : tile<i32> iter_values(%iterArg0 = %41) -> (tile<64x64xf32>) {
    %assume_372 = assume bounded<1, 63>, %loopIdx : tile<i32>
    %cst_64_i32_373 = constant <i32: 64> : tile<i32>
    %cst_1_i32_374 = constant <i32: 1> : tile<i32>
    %cst_1_i32_375 = constant <i32: 1> : tile<i32>
    %reshape_376 = reshape %assume_372 : tile<i32> -> tile<1xi32>
    %cst_1_i32_377 = constant <i32: 1> : tile<i32>
    %cst_64_i32_378 = constant <i32: 64> : tile<i32>
    %bcast_379 = broadcast %reshape_376 : tile<1xi32> -> tile<64xi32>
    %67 = cmpi equal %42, %bcast_379, signed : tile<64xi32> -> tile<64xi1>
    %cst_64_i32_380 = constant <i32: 64> : tile<i32>
    %cst_64_i32_381 = constant <i32: 64> : tile<i32>
    %cst_1_i32_382 = constant <i32: 1> : tile<i32>
    %reshape_383 = reshape %67 : tile<64xi1> -> tile<64x1xi1>
    %cst_0_f32_384 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %cst_64_i32_385 = constant <i32: 64> : tile<i32>
    %cst_1_i32_386 = constant <i32: 1> : tile<i32>
    %cst_64_i32_387 = constant <i32: 64> : tile<i32>
    %cst_64_i32_388 = constant <i32: 64> : tile<i32>
    %bcast_389 = broadcast %reshape_383 : tile<64x1xi1> -> tile<64x64xi1>
    %68 = select %bcast_389, %iterArg0, %cst_0_f32_384 : tile<64x64xi1>, tile<64x64xf32>
    %reduce_390 = reduce %68 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %72 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %72 : tile<f32>
    }
    %cst_64_i32_391 = constant <i32: 64> : tile<i32>
    %cst_64_i32_392 = constant <i32: 64> : tile<i32>
    %reshape_393 = reshape %reduce_390 : tile<64xf32> -> tile<64xf32>
    %cst_64_i32_394 = constant <i32: 64> : tile<i32>
    %cst_64_i32_395 = constant <i32: 64> : tile<i32>
    %cst_1_i32_396 = constant <i32: 1> : tile<i32>
    %reshape_397 = reshape %reshape_393 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_398 = constant <i32: 64> : tile<i32>
    %cst_1_i32_399 = constant <i32: 1> : tile<i32>
    %cst_64_i32_400 = constant <i32: 64> : tile<i32>
    %cst_64_i32_401 = constant <i32: 64> : tile<i32>
    %bcast_402 = broadcast %reshape_397 : tile<64x1xf32> -> tile<64x64xf32>
    %69 = mulf %bcast_402, %iterArg0  : tile<64x64xf32>
    %reduce_403 = reduce %69 dim=0 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %72 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %72 : tile<f32>
    }
    %cst_64_i32_404 = constant <i32: 64> : tile<i32>
    %cst_64_i32_405 = constant <i32: 64> : tile<i32>
    %reshape_406 = reshape %reduce_403 : tile<64xf32> -> tile<64xf32>
    %cst_64_i32_407 = constant <i32: 64> : tile<i32>
    %cst_1_i32_408 = constant <i32: 1> : tile<i32>
    %cst_64_i32_409 = constant <i32: 64> : tile<i32>
    %reshape_410 = reshape %reshape_406 : tile<64xf32> -> tile<1x64xf32>
    %cst_0_f32_411 = constant <f32: 0.000000e+00> : tile<1x64xf32>
    %cst_64_i32_412 = constant <i32: 64> : tile<i32>
    %cst_1_i32_413 = constant <i32: 1> : tile<i32>
    %cst_64_i32_414 = constant <i32: 64> : tile<i32>
    %cst_64_i32_415 = constant <i32: 64> : tile<i32>
    %bcast_416 = broadcast %reshape_383 : tile<64x1xi1> -> tile<64x64xi1>
    %cst_1_i32_417 = constant <i32: 1> : tile<i32>
    %cst_64_i32_418 = constant <i32: 64> : tile<i32>
    %cst_64_i32_419 = constant <i32: 64> : tile<i32>
    %cst_64_i32_420 = constant <i32: 64> : tile<i32>
    %bcast_421 = broadcast %reshape_410 : tile<1x64xf32> -> tile<64x64xf32>
    %cst_1_i32_422 = constant <i32: 1> : tile<i32>
    %cst_64_i32_423 = constant <i32: 64> : tile<i32>
    %cst_64_i32_424 = constant <i32: 64> : tile<i32>
    %cst_64_i32_425 = constant <i32: 64> : tile<i32>
    %bcast_426 = broadcast %cst_0_f32_411 : tile<1x64xf32> -> tile<64x64xf32>
    %70 = select %bcast_416, %bcast_421, %bcast_426 : tile<64x64xi1>, tile<64x64xf32>
    %71 = addf %iterArg0, %70  : tile<64x64xf32>
    continue %71 : tile<64x64xf32>
  }
  %cst_64_i32_240 = constant <i32: 64> : tile<i32>
  %cst_64_i32_241 = constant <i32: 64> : tile<i32>
  %cst_1_i32_242 = constant <i32: 1> : tile<i32>
  %reshape_243 = reshape %42 : tile<64xi32> -> tile<64x1xi32>
  %cst_64_i32_244 = constant <i32: 64> : tile<i32>
  %cst_1_i32_245 = constant <i32: 1> : tile<i32>
  %cst_64_i32_246 = constant <i32: 64> : tile<i32>
  %reshape_247 = reshape %42 : tile<64xi32> -> tile<1x64xi32>
  %cst_64_i32_248 = constant <i32: 64> : tile<i32>
  %cst_1_i32_249 = constant <i32: 1> : tile<i32>
  %cst_64_i32_250 = constant <i32: 64> : tile<i32>
  %cst_64_i32_251 = constant <i32: 64> : tile<i32>
  %bcast_252 = broadcast %reshape_243 : tile<64x1xi32> -> tile<64x64xi32>
  %cst_1_i32_253 = constant <i32: 1> : tile<i32>
  %cst_64_i32_254 = constant <i32: 64> : tile<i32>
  %cst_64_i32_255 = constant <i32: 64> : tile<i32>
  %cst_64_i32_256 = constant <i32: 64> : tile<i32>
  %bcast_257 = broadcast %reshape_247 : tile<1x64xi32> -> tile<64x64xi32>
  %43 = cmpi equal %bcast_252, %bcast_257, signed : tile<64x64xi32> -> tile<64x64xi1>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<64x64xf32>
  %cst_0_f32_258 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %44 = select %43, %cst_1_f32, %cst_0_f32_258 : tile<64x64xi1>, tile<64x64xf32>
  %45 = addf %for, %44  : tile<64x64xf32>
  %46 = divi %assume_125, %cst_128_i32_128 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_259 = constant <i32: 0> : tile<i32>
  %cst_1_i32_260 = constant <i32: 1> : tile<i32>
  %for_261:2 = for %loopIdx in (%cst_0_i32_259 to %46, step %cst_1_i32_260) : tile<i32> iter_values(%iterArg0 = %7, %iterArg1 = %7) -> (token, token) {
    %assume_372 = assume bounded<0, ?>, %loopIdx : tile<i32>
    %cst_-1_i32_373 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_374 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_375 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_376 = constant <i32: -1> : tile<i32>
    %pview_377 = make_partition_view %tview_35 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
    %tile_378, %result_token_379 = load_view_tko weak %pview_377[%10, %assume_blockId_y_134, %17, %assume_372] token = %2 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
    %cst_1_i32_380 = constant <i32: 1> : tile<i32>
    %cst_64_i32_381 = constant <i32: 64> : tile<i32>
    %cst_1_i32_382 = constant <i32: 1> : tile<i32>
    %cst_128_i32_383 = constant <i32: 128> : tile<i32>
    %cst_64_i32_384 = constant <i32: 64> : tile<i32>
    %cst_128_i32_385 = constant <i32: 128> : tile<i32>
    %reshape_386 = reshape %tile_378 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
    %67 = ftof %reshape_386  : tile<64x128xbf16> -> tile<64x128xf32>
    %cst_64_i32_387 = constant <i32: 64> : tile<i32>
    %cst_64_i32_388 = constant <i32: 64> : tile<i32>
    %cst_1_i32_389 = constant <i32: 1> : tile<i32>
    %reshape_390 = reshape %23 : tile<64xf32> -> tile<64x1xf32>
    %cst_64_i32_391 = constant <i32: 64> : tile<i32>
    %cst_1_i32_392 = constant <i32: 1> : tile<i32>
    %cst_64_i32_393 = constant <i32: 64> : tile<i32>
    %cst_128_i32_394 = constant <i32: 128> : tile<i32>
    %bcast_395 = broadcast %reshape_390 : tile<64x1xf32> -> tile<64x128xf32>
    %68 = mulf %67, %bcast_395  : tile<64x128xf32>
    %69 = ftof %45  : tile<64x64xf32> -> tile<64x64xtf32>
    %70 = ftof %68  : tile<64x128xf32> -> tile<64x128xtf32>
    %cst_0_f32_396 = constant <f32: 0.000000e+00> : tile<64x128xf32>
    %71 = mmaf %69, %70, %cst_0_f32_396 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
    %72 = ftof %71  : tile<64x128xf32> -> tile<64x128xtf32>
    %73 = ftof %72  : tile<64x128xtf32> -> tile<64x128xf32>
    %74 = ftof %73  : tile<64x128xf32> -> tile<64x128xbf16>
    %cst_64_i32_397 = constant <i32: 64> : tile<i32>
    %cst_128_i32_398 = constant <i32: 128> : tile<i32>
    %cst_1_i32_399 = constant <i32: 1> : tile<i32>
    %cst_1_i32_400 = constant <i32: 1> : tile<i32>
    %cst_1_i32_401 = constant <i32: 1> : tile<i32>
    %cst_64_i32_402 = constant <i32: 64> : tile<i32>
    %cst_128_i32_403 = constant <i32: 128> : tile<i32>
    %reshape_404 = reshape %74 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
    %cst_-1_i32_405 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_406 = constant <i32: -1> : tile<i32>
    %cst_1_i32_407 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_408 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_409 = constant <i32: -1> : tile<i32>
    %pview_410 = make_partition_view %tview_96 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
    %cst_0_i32_411 = constant <i32: 0> : tile<i32>
    %75 = store_view_tko weak %reshape_404, %pview_410[%10, %17, %assume_blockId_y_134, %cst_0_i32_411, %assume_372] token = %7 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
    %76 = join_tokens %iterArg0, %75 : token
    continue %76, %76 : token, token
  }
  %47 = exp %25  : tile<64xf32>
  %cst_64_i32_262 = constant <i32: 64> : tile<i32>
  %cst_64_i32_263 = constant <i32: 64> : tile<i32>
  %cst_1_i32_264 = constant <i32: 1> : tile<i32>
  %reshape_265 = reshape %47 : tile<64xf32> -> tile<64x1xf32>
  %cst_64_i32_266 = constant <i32: 64> : tile<i32>
  %cst_1_i32_267 = constant <i32: 1> : tile<i32>
  %cst_64_i32_268 = constant <i32: 64> : tile<i32>
  %cst_128_i32_269 = constant <i32: 128> : tile<i32>
  %bcast_270 = broadcast %reshape_265 : tile<64x1xf32> -> tile<64x128xf32>
  %48 = mulf %32, %bcast_270  : tile<64x128xf32>
  %49 = ftof %45  : tile<64x64xf32> -> tile<64x64xtf32>
  %50 = ftof %48  : tile<64x128xf32> -> tile<64x128xtf32>
  %cst_0_f32_271 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %51 = mmaf %49, %50, %cst_0_f32_271 : tile<64x64xtf32>, tile<64x128xtf32>, tile<64x128xf32>
  %52 = ftof %51  : tile<64x128xf32> -> tile<64x128xtf32>
  %53 = ftof %52  : tile<64x128xtf32> -> tile<64x128xf32>
  %54 = ftof %53  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_272 = constant <i32: 64> : tile<i32>
  %cst_128_i32_273 = constant <i32: 128> : tile<i32>
  %cst_1_i32_274 = constant <i32: 1> : tile<i32>
  %cst_1_i32_275 = constant <i32: 1> : tile<i32>
  %cst_1_i32_276 = constant <i32: 1> : tile<i32>
  %cst_64_i32_277 = constant <i32: 64> : tile<i32>
  %cst_128_i32_278 = constant <i32: 128> : tile<i32>
  %reshape_279 = reshape %54 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %cst_-1_i32_280 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_281 = constant <i32: -1> : tile<i32>
  %cst_1_i32_282 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_283 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_284 = constant <i32: -1> : tile<i32>
  %pview_285 = make_partition_view %tview_111 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_286 = constant <i32: 0> : tile<i32>
  %cst_0_i32_287 = constant <i32: 0> : tile<i32>
  %55 = store_view_tko weak %reshape_279, %pview_285[%10, %17, %assume_blockId_y_134, %cst_0_i32_286, %cst_0_i32_287] token = %8 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %cst_64_i32_288 = constant <i32: 64> : tile<i32>
  %cst_1_i32_289 = constant <i32: 1> : tile<i32>
  %cst_1_i32_290 = constant <i32: 1> : tile<i32>
  %cst_1_i32_291 = constant <i32: 1> : tile<i32>
  %cst_64_i32_292 = constant <i32: 64> : tile<i32>
  %reshape_293 = reshape %25 : tile<64xf32> -> tile<1x1x1x64xf32>
  %cst_-1_i32_294 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_295 = constant <i32: -1> : tile<i32>
  %cst_1_i32_296 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_297 = constant <i32: -1> : tile<i32>
  %pview_298 = make_partition_view %tview_122 : partition_view<tile=(1x1x1x64), tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_299 = constant <i32: 0> : tile<i32>
  %56 = store_view_tko weak %reshape_293, %pview_298[%10, %17, %assume_blockId_y_134, %cst_0_i32_299] token = %9 : tile<1x1x1x64xf32>, partition_view<tile=(1x1x1x64), tensor_view<?x?x1x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_-1_i32_300 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_301 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_302 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_303 = constant <i32: -1> : tile<i32>
  %pview_304 = make_partition_view %tview : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_i32_305 = constant <i32: 0> : tile<i32>
  %tile_306, %result_token_307 = load_view_tko weak %pview_304[%10, %assume_blockId_y_134, %17, %cst_0_i32_305] token = %0 : partition_view<tile=(1x64x1x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x64x1x128xbf16>, token
  %cst_1_i32_308 = constant <i32: 1> : tile<i32>
  %cst_64_i32_309 = constant <i32: 64> : tile<i32>
  %cst_1_i32_310 = constant <i32: 1> : tile<i32>
  %cst_128_i32_311 = constant <i32: 128> : tile<i32>
  %cst_64_i32_312 = constant <i32: 64> : tile<i32>
  %cst_128_i32_313 = constant <i32: 128> : tile<i32>
  %reshape_314 = reshape %tile_306 : tile<1x64x1x128xbf16> -> tile<64x128xbf16>
  %57 = ftof %reshape_314  : tile<64x128xbf16> -> tile<64x128xf32>
  %58 = mulf %57, %57  : tile<64x128xf32>
  %reduce_315 = reduce %58 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %67 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %67 : tile<f32>
  }
  %cst_64_i32_316 = constant <i32: 64> : tile<i32>
  %cst_64_i32_317 = constant <i32: 64> : tile<i32>
  %reshape_318 = reshape %reduce_315 : tile<64xf32> -> tile<64xf32>
  %cst_64_i32_319 = constant <i32: 64> : tile<i32>
  %cst_64_i32_320 = constant <i32: 64> : tile<i32>
  %cst_1_i32_321 = constant <i32: 1> : tile<i32>
  %reshape_322 = reshape %reshape_318 : tile<64xf32> -> tile<64x1xf32>
  %cst_f32_323 = constant <f32: 9.99999997E-7> : tile<64x1xf32>
  %59 = addf %reshape_322, %cst_f32_323  : tile<64x1xf32>
  %60 = rsqrt %59 : tile<64x1xf32>
  %cst_64_i32_324 = constant <i32: 64> : tile<i32>
  %cst_1_i32_325 = constant <i32: 1> : tile<i32>
  %cst_64_i32_326 = constant <i32: 64> : tile<i32>
  %cst_128_i32_327 = constant <i32: 128> : tile<i32>
  %bcast_328 = broadcast %60 : tile<64x1xf32> -> tile<64x128xf32>
  %61 = mulf %57, %bcast_328  : tile<64x128xf32>
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
  %62 = mulf %61, %bcast_339  : tile<64x128xf32>
  %63 = ftof %62  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_340 = constant <i32: 64> : tile<i32>
  %cst_128_i32_341 = constant <i32: 128> : tile<i32>
  %cst_1_i32_342 = constant <i32: 1> : tile<i32>
  %cst_1_i32_343 = constant <i32: 1> : tile<i32>
  %cst_1_i32_344 = constant <i32: 1> : tile<i32>
  %cst_64_i32_345 = constant <i32: 64> : tile<i32>
  %cst_128_i32_346 = constant <i32: 128> : tile<i32>
  %reshape_347 = reshape %63 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %cst_-1_i32_348 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_349 = constant <i32: -1> : tile<i32>
  %cst_1_i32_350 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_351 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_352 = constant <i32: -1> : tile<i32>
  %pview_353 = make_partition_view %tview_66 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_354 = constant <i32: 0> : tile<i32>
  %cst_0_i32_355 = constant <i32: 0> : tile<i32>
  %64 = store_view_tko weak %reshape_347, %pview_353[%10, %17, %assume_blockId_y_134, %cst_0_i32_354, %cst_0_i32_355] token = %5 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  %65 = ftof %22  : tile<64x128xf32> -> tile<64x128xbf16>
  %cst_64_i32_356 = constant <i32: 64> : tile<i32>
  %cst_128_i32_357 = constant <i32: 128> : tile<i32>
  %cst_1_i32_358 = constant <i32: 1> : tile<i32>
  %cst_1_i32_359 = constant <i32: 1> : tile<i32>
  %cst_1_i32_360 = constant <i32: 1> : tile<i32>
  %cst_64_i32_361 = constant <i32: 64> : tile<i32>
  %cst_128_i32_362 = constant <i32: 128> : tile<i32>
  %reshape_363 = reshape %65 : tile<64x128xbf16> -> tile<1x1x1x64x128xbf16>
  %cst_-1_i32_364 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_365 = constant <i32: -1> : tile<i32>
  %cst_1_i32_366 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_367 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_368 = constant <i32: -1> : tile<i32>
  %pview_369 = make_partition_view %tview_81 : partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>
  %cst_0_i32_370 = constant <i32: 0> : tile<i32>
  %cst_0_i32_371 = constant <i32: 0> : tile<i32>
  %66 = store_view_tko weak %reshape_363, %pview_369[%10, %17, %assume_blockId_y_134, %cst_0_i32_370, %cst_0_i32_371] token = %6 : tile<1x1x1x64x128xbf16>, partition_view<tile=(1x1x1x64x128), tensor_view<?x?x1x?x?xbf16, strides=[?,?,?,?,1]>>, tile<i32> -> token
  return
}
