entry @_prefill_mla_kernel_Kt2_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_2s1_7v8l0_8t1_ci16_p16_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_7v8l0_8t1_ei16_p16_Sf32_I128_I64_Si32_I64_I64_I0(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<bf16>>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<ptr<bf16>>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<f32>, %arg55: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<8>, %arg6 : tile<i32>
  %assume_5 = assume div_by<8>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_7 = assume div_by<16>, %arg11 : tile<i32>
  %assume_8 = assume div_by<16>, %arg12 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<i32>
  %assume_10 = assume div_by<8>, %arg14 : tile<i32>
  %assume_11 = assume div_by<8>, %arg15 : tile<i32>
  %assume_12 = assume div_by<8>, %arg16 : tile<i32>
  %assume_13 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %assume_15 = assume div_by<16>, %arg21 : tile<i32>
  %assume_16 = assume div_by<16>, %arg22 : tile<i32>
  %assume_17 = assume div_by<8>, %arg23 : tile<i32>
  %assume_18 = assume div_by<8>, %arg24 : tile<i32>
  %assume_19 = assume div_by<8>, %arg25 : tile<i32>
  %assume_20 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_21 = assume div_by<16>, %arg30 : tile<i32>
  %assume_22 = assume div_by<16>, %arg31 : tile<i32>
  %assume_23 = assume div_by<8>, %arg32 : tile<i32>
  %assume_24 = assume div_by<8>, %arg33 : tile<i32>
  %assume_25 = assume div_by<8>, %arg34 : tile<i32>
  %assume_26 = assume div_by<16>, %arg36 : tile<ptr<bf16>>
  %assume_27 = assume div_by<16>, %arg38 : tile<i32>
  %assume_28 = assume div_by<16>, %arg39 : tile<i32>
  %assume_29 = assume div_by<16>, %arg40 : tile<i32>
  %assume_30 = assume div_by<8>, %arg41 : tile<i32>
  %assume_31 = assume div_by<8>, %arg42 : tile<i32>
  %assume_32 = assume div_by<8>, %arg43 : tile<i32>
  %assume_33 = assume div_by<16>, %arg45 : tile<ptr<bf16>>
  %assume_34 = assume div_by<16>, %arg47 : tile<i32>
  %assume_35 = assume div_by<16>, %arg48 : tile<i32>
  %assume_36 = assume div_by<16>, %arg49 : tile<i32>
  %assume_37 = assume div_by<8>, %arg50 : tile<i32>
  %assume_38 = assume div_by<8>, %arg51 : tile<i32>
  %assume_39 = assume div_by<8>, %arg52 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_1_i32_44 = constant <i32: 1> : tile<i32>
  %cst_1_i32_45 = constant <i32: 1> : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_47 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_48 = assume div_by<16>, %assume_assume_47 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_50 = assume div_by<16>, %assume_assume_49 : tile<i32>
  %assume_assume_51 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_52 = assume div_by<8>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_54 = assume div_by<8>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_56 = assume div_by<8>, %assume_assume_55 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_46, %assume_assume_assume, %assume_assume_assume_48, %assume_assume_assume_50], strides = [%assume_assume_assume_52, %assume_assume_assume_54, %assume_assume_assume_56, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_57 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_59 = assume div_by<16>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_61 = assume div_by<16>, %assume_assume_60 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_63 = assume div_by<16>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_65 = assume div_by<8>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %tview_70 = make_tensor_view %assume_6, shape = [%assume_57, %assume_assume_assume_59, %assume_assume_assume_61, %assume_assume_assume_63], strides = [%assume_assume_assume_65, %assume_assume_assume_67, %assume_assume_assume_69, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_71 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_73 = assume div_by<16>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_75 = assume div_by<16>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_77 = assume div_by<16>, %assume_assume_76 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_79 = assume div_by<8>, %assume_assume_78 : tile<i32>
  %assume_assume_80 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_81 = assume div_by<8>, %assume_assume_80 : tile<i32>
  %assume_assume_82 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_83 = assume div_by<8>, %assume_assume_82 : tile<i32>
  %tview_84 = make_tensor_view %assume_13, shape = [%assume_71, %assume_assume_assume_73, %assume_assume_assume_75, %assume_assume_assume_77], strides = [%assume_assume_assume_79, %assume_assume_assume_81, %assume_assume_assume_83, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_85 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_86 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_87 = assume div_by<16>, %assume_assume_86 : tile<i32>
  %assume_assume_88 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_89 = assume div_by<16>, %assume_assume_88 : tile<i32>
  %assume_assume_90 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_91 = assume div_by<8>, %assume_assume_90 : tile<i32>
  %assume_assume_92 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_93 = assume div_by<8>, %assume_assume_92 : tile<i32>
  %assume_assume_94 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_95 = assume div_by<8>, %assume_assume_94 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_93 : tile<i32>
  %tview_96 = make_tensor_view %assume_20, shape = [%assume_85, 1, %assume_assume_assume_87, %assume_assume_assume_89], strides = [%assume_assume_assume_91, %assume_assume_assume_assume, %assume_assume_assume_95, 1] : tile<i32> -> tensor_view<?x1x?x?xbf16, strides=[?,?,?,1]>
  %assume_97 = assume bounded<0, ?>, %arg37 : tile<i32>
  %assume_assume_98 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_99 = assume div_by<16>, %assume_assume_98 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_101 = assume div_by<16>, %assume_assume_100 : tile<i32>
  %assume_assume_102 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_assume_103 = assume div_by<16>, %assume_assume_102 : tile<i32>
  %assume_assume_104 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %assume_assume_assume_105 = assume div_by<8>, %assume_assume_104 : tile<i32>
  %assume_assume_106 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_assume_assume_107 = assume div_by<8>, %assume_assume_106 : tile<i32>
  %assume_assume_108 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_assume_109 = assume div_by<8>, %assume_assume_108 : tile<i32>
  %tview_110 = make_tensor_view %assume_26, shape = [%assume_97, %assume_assume_assume_99, %assume_assume_assume_101, %assume_assume_assume_103], strides = [%assume_assume_assume_105, %assume_assume_assume_107, %assume_assume_assume_109, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_111 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_112 = assume bounded<0, ?>, %assume_34 : tile<i32>
  %assume_assume_assume_113 = assume div_by<16>, %assume_assume_112 : tile<i32>
  %assume_assume_114 = assume bounded<0, ?>, %assume_35 : tile<i32>
  %assume_assume_assume_115 = assume div_by<16>, %assume_assume_114 : tile<i32>
  %assume_assume_116 = assume bounded<0, ?>, %assume_36 : tile<i32>
  %assume_assume_assume_117 = assume div_by<16>, %assume_assume_116 : tile<i32>
  %assume_assume_118 = assume bounded<0, ?>, %assume_37 : tile<i32>
  %assume_assume_assume_119 = assume div_by<8>, %assume_assume_118 : tile<i32>
  %assume_assume_120 = assume bounded<0, ?>, %assume_38 : tile<i32>
  %assume_assume_assume_121 = assume div_by<8>, %assume_assume_120 : tile<i32>
  %assume_assume_122 = assume bounded<0, ?>, %assume_39 : tile<i32>
  %assume_assume_assume_123 = assume div_by<8>, %assume_assume_122 : tile<i32>
  %tview_124 = make_tensor_view %assume_33, shape = [%assume_111, %assume_assume_assume_113, %assume_assume_assume_115, %assume_assume_assume_117], strides = [%assume_assume_assume_119, %assume_assume_assume_121, %assume_assume_assume_123, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_64_i32_125 = constant <i32: 64> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_126, %blockId_y_127, %blockId_z_128 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_127, %arg55 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_127, %arg55 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %4 = cmpi less_than %arg55, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %5 = xori %3, %4 : tile<i1>
  %6 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %7 = andi %5, %6 : tile<i1>
  %8 = addi %2, %arg55 : tile<i32>
  %9 = select %7, %8, %2 : tile<i1>, tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg54, %cst_f32  : tile<f32>
  %11 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %12 = iota : tile<64xi32>
  %reshape = reshape %11 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32>
  %13 = addi %bcast, %12 : tile<64xi32>
  %reshape_129 = reshape %13 : tile<64xi32> -> tile<64x1xi32>
  %14 = iota : tile<64xi32>
  %reshape_130 = reshape %14 : tile<64xi32> -> tile<1x64xi32>
  %cst_f32_131 = constant <f32: 0xFF800000> : tile<64xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %cst_0_i32_132 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %9, %blockId_x, %cst_0_i32_132] token = %0 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x128xbf16>, token
  %reshape_133 = reshape %tile : tile<1x1x64x128xbf16> -> tile<64x128xbf16>
  %cst_0_i32_134 = constant <i32: 0> : tile<i32>
  %pview_135 = make_partition_view %tview_70 : partition_view<tile=(1x1x64x64), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile_136, %result_token_137 = load_view_tko weak %pview_135[%1, %9, %blockId_x, %cst_0_i32_134] token = %0 : partition_view<tile=(1x1x64x64), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x64xbf16>, token
  %reshape_138 = reshape %tile_136 : tile<1x1x64x64xbf16> -> tile<64x64xbf16>
  %15 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %cst_1_i32_139 = constant <i32: 1> : tile<i32>
  %16 = addi %blockId_x, %cst_1_i32_139 : tile<i32>
  %17 = muli %16, %cst_64_i32 : tile<i32>
  %18 = divi %15, %cst_64_i32_125 signed rounding<negative_inf> : tile<i32>
  %19 = divi %17, %cst_64_i32_125 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_140 = constant <i32: 0> : tile<i32>
  %cst_1_i32_141 = constant <i32: 1> : tile<i32>
  %cst_0_i32_142 = constant <i32: 0> : tile<i32>
  %pview_143 = make_partition_view %tview_84 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_144 = constant <f32: 0.000000e+00> : tile<64x64xf32>
  %cst_0_i32_145 = constant <i32: 0> : tile<i32>
  %cst_0_i32_146 = constant <i32: 0> : tile<i32>
  %pview_147 = make_partition_view %tview_96 : partition_view<tile=(1x1x64x64), tensor_view<?x1x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %reshape_148 = reshape %10 : tile<f32> -> tile<1xf32>
  %bcast_149 = broadcast %reshape_148 : tile<1xf32> -> tile<64xf32>
  %reshape_150 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_151 = broadcast %reshape_150 : tile<1x1xf32> -> tile<64x64xf32>
  %cst_0_i32_152 = constant <i32: 0> : tile<i32>
  %pview_153 = make_partition_view %tview_110 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %20 = mini %19, %18 signed : tile<i32>
  %21 = maxi %cst_0_i32_140, %18 signed : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_140 to %20, step %cst_1_i32_141) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_1_f32, %iterArg2 = %cst_f32_131) -> (tile<64x128xf32>, tile<64xf32>, tile<64xf32>) {
    %tile_160, %result_token_161 = load_view_tko weak %pview_143[%1, %9, %cst_0_i32_142, %loopIdx] token = %0 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x64xbf16>, token
    %reshape_162 = reshape %tile_160 : tile<1x1x128x64xbf16> -> tile<128x64xbf16>
    %25 = mmaf %reshape_133, %reshape_162, %cst_0_f32_144 : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
    %tile_163, %result_token_164 = load_view_tko weak %pview_147[%1, %cst_0_i32_145, %cst_0_i32_146, %loopIdx] token = %0 : partition_view<tile=(1x1x64x64), tensor_view<?x1x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x64xbf16>, token
    %reshape_165 = reshape %tile_163 : tile<1x1x64x64xbf16> -> tile<64x64xbf16>
    %26 = mmaf %reshape_138, %reshape_165, %25 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    %reduce = reduce %26 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %38 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %38 : tile<f32>
    }
    %27 = mulf %reduce, %bcast_149  : tile<64xf32>
    %28 = maxf %iterArg2, %27 : tile<64xf32>
    %reshape_166 = reshape %28 : tile<64xf32> -> tile<64x1xf32>
    %bcast_167 = broadcast %reshape_166 : tile<64x1xf32> -> tile<64x64xf32>
    %29 = negf %bcast_167 : tile<64x64xf32>
    %30 = fma %26, %bcast_151, %29  : tile<64x64xf32>
    %31 = exp2 %30 flush_to_zero : tile<64x64xf32>
    %reduce_168 = reduce %31 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %38 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %38 : tile<f32>
    }
    %32 = subf %iterArg2, %28  : tile<64xf32>
    %33 = exp2 %32 flush_to_zero : tile<64xf32>
    %34 = fma %iterArg1, %33, %reduce_168  : tile<64xf32>
    %reshape_169 = reshape %33 : tile<64xf32> -> tile<64x1xf32>
    %bcast_170 = broadcast %reshape_169 : tile<64x1xf32> -> tile<64x128xf32>
    %35 = mulf %iterArg0, %bcast_170  : tile<64x128xf32>
    %tile_171, %result_token_172 = load_view_tko weak %pview_153[%1, %9, %loopIdx, %cst_0_i32_152] token = %0 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x128xbf16>, token
    %reshape_173 = reshape %tile_171 : tile<1x1x64x128xbf16> -> tile<64x128xbf16>
    %36 = ftof %31  : tile<64x64xf32> -> tile<64x64xbf16>
    %37 = mmaf %36, %reshape_173, %35 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
    continue %37, %34, %28 : tile<64x128xf32>, tile<64xf32>, tile<64xf32>
  }
  %for_154:3 = for %loopIdx in (%21 to %19, step %cst_1_i32_141) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<64x128xf32>, tile<64xf32>, tile<64xf32>) {
    %25 = muli %loopIdx, %cst_64_i32_125 : tile<i32>
    %tile_160, %result_token_161 = load_view_tko weak %pview_143[%1, %9, %cst_0_i32_142, %loopIdx] token = %0 : partition_view<tile=(1x1x128x64), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x64xbf16>, token
    %reshape_162 = reshape %tile_160 : tile<1x1x128x64xbf16> -> tile<128x64xbf16>
    %26 = mmaf %reshape_133, %reshape_162, %cst_0_f32_144 : tile<64x128xbf16>, tile<128x64xbf16>, tile<64x64xf32>
    %tile_163, %result_token_164 = load_view_tko weak %pview_147[%1, %cst_0_i32_145, %cst_0_i32_146, %loopIdx] token = %0 : partition_view<tile=(1x1x64x64), tensor_view<?x1x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x64xbf16>, token
    %reshape_165 = reshape %tile_163 : tile<1x1x64x64xbf16> -> tile<64x64xbf16>
    %27 = mmaf %reshape_138, %reshape_165, %26 : tile<64x64xbf16>, tile<64x64xbf16>, tile<64x64xf32>
    %reshape_166 = reshape %25 : tile<i32> -> tile<1x1xi32>
    %bcast_167 = broadcast %reshape_166 : tile<1x1xi32> -> tile<1x64xi32>
    %28 = addi %bcast_167, %reshape_130 : tile<1x64xi32>
    %bcast_168 = broadcast %reshape_129 : tile<64x1xi32> -> tile<64x64xi32>
    %bcast_169 = broadcast %28 : tile<1x64xi32> -> tile<64x64xi32>
    %29 = cmpi greater_than_or_equal %bcast_168, %bcast_169, signed : tile<64x64xi32> -> tile<64x64xi1>
    %cst_f32_170 = constant <f32: -1.000000e+06> : tile<f32>
    %reshape_171 = reshape %cst_f32_170 : tile<f32> -> tile<1x1xf32>
    %bcast_172 = broadcast %reshape_171 : tile<1x1xf32> -> tile<64x64xf32>
    %30 = select %29, %27, %bcast_172 : tile<64x64xi1>, tile<64x64xf32>
    %reduce = reduce %30 dim=1 identities=[0xFF800000 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %42 : tile<f32>
    }
    %31 = mulf %reduce, %bcast_149  : tile<64xf32>
    %32 = maxf %iterArg2, %31 : tile<64xf32>
    %reshape_173 = reshape %32 : tile<64xf32> -> tile<64x1xf32>
    %bcast_174 = broadcast %reshape_173 : tile<64x1xf32> -> tile<64x64xf32>
    %33 = negf %bcast_174 : tile<64x64xf32>
    %34 = fma %30, %bcast_151, %33  : tile<64x64xf32>
    %35 = exp2 %34 flush_to_zero : tile<64x64xf32>
    %reduce_175 = reduce %35 dim=1 identities=[0.000000e+00 : f32] : tile<64x64xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %42 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %42 : tile<f32>
    }
    %36 = subf %iterArg2, %32  : tile<64xf32>
    %37 = exp2 %36 flush_to_zero : tile<64xf32>
    %38 = fma %iterArg1, %37, %reduce_175  : tile<64xf32>
    %reshape_176 = reshape %37 : tile<64xf32> -> tile<64x1xf32>
    %bcast_177 = broadcast %reshape_176 : tile<64x1xf32> -> tile<64x128xf32>
    %39 = mulf %iterArg0, %bcast_177  : tile<64x128xf32>
    %tile_178, %result_token_179 = load_view_tko weak %pview_153[%1, %9, %loopIdx, %cst_0_i32_152] token = %0 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x64x128xbf16>, token
    %reshape_180 = reshape %tile_178 : tile<1x1x64x128xbf16> -> tile<64x128xbf16>
    %40 = ftof %35  : tile<64x64xf32> -> tile<64x64xbf16>
    %41 = mmaf %40, %reshape_180, %39 : tile<64x64xbf16>, tile<64x128xbf16>, tile<64x128xf32>
    continue %41, %38, %32 : tile<64x128xf32>, tile<64xf32>, tile<64xf32>
  }
  %reshape_155 = reshape %for_154#1 : tile<64xf32> -> tile<64x1xf32>
  %bcast_156 = broadcast %reshape_155 : tile<64x1xf32> -> tile<64x128xf32>
  %22 = divf %for_154#0, %bcast_156 rounding<approx> flush_to_zero : tile<64x128xf32>
  %reshape_157 = reshape %22 : tile<64x128xf32> -> tile<1x1x64x128xf32>
  %23 = ftof %reshape_157  : tile<1x1x64x128xf32> -> tile<1x1x64x128xbf16>
  %cst_0_i32_158 = constant <i32: 0> : tile<i32>
  %pview_159 = make_partition_view %tview_124 : partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %24 = store_view_tko weak %23, %pview_159[%1, %9, %blockId_x, %cst_0_i32_158] token = %0 : tile<1x1x64x128xbf16>, partition_view<tile=(1x1x64x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
