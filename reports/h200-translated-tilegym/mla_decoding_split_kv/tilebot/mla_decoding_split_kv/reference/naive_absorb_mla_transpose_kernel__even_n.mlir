entry @_naive_absorb_mla_transpose_kernel_Kt2_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A4f16_1s1_7v8l0_8t1_ai16_p16_A3f32_1s1_2i16_3v4l0_4t1_p16_Sf32_Si32_Si32_Si32_I4_I128_I512_I16_I128_I64_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<f32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
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
  %assume_26 = assume div_by<16>, %arg39 : tile<i32>
  %assume_27 = assume div_by<8>, %arg40 : tile<i32>
  %assume_28 = assume div_by<8>, %arg41 : tile<i32>
  %assume_29 = assume div_by<8>, %arg42 : tile<i32>
  %assume_30 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_31 = assume div_by<16>, %arg46 : tile<i32>
  %assume_32 = assume div_by<4>, %arg48 : tile<i32>
  %assume_33 = assume div_by<4>, %arg49 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
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
  %cst_1_i64 = constant <i64: 1> : tile<16xi64>
  %cst_1_i64_45 = constant <i64: 1> : tile<16xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_47 = assume div_by<16>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_51 = assume div_by<8>, %assume_assume_50 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_49 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_47], strides = [%assume_assume_assume_assume, %assume_assume_assume_51, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_52 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_53 = assume div_by<16>, %assume_assume_52 : tile<i32>
  %assume_assume_54 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_55 = assume div_by<16>, %assume_assume_54 : tile<i32>
  %assume_assume_56 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_57 = assume div_by<8>, %assume_assume_56 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_59 = assume div_by<8>, %assume_assume_58 : tile<i32>
  %assume_assume_assume_assume_60 = assume div_by<8>, %assume_assume_assume_57 : tile<i32>
  %tview_61 = make_tensor_view %assume_4, shape = [1, %assume_assume_assume_53, %assume_assume_assume_55], strides = [%assume_assume_assume_assume_60, %assume_assume_assume_59, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_62 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_63 = assume div_by<16>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_65 = assume div_by<16>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %assume_assume_assume_assume_70 = assume div_by<8>, %assume_assume_assume_67 : tile<i32>
  %tview_71 = make_tensor_view %assume_9, shape = [1, %assume_assume_assume_63, %assume_assume_assume_65], strides = [%assume_assume_assume_assume_70, %assume_assume_assume_69, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_72 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_73 = assume div_by<16>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_75 = assume div_by<16>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_77 = assume div_by<8>, %assume_assume_76 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_79 = assume div_by<8>, %assume_assume_78 : tile<i32>
  %assume_assume_assume_assume_80 = assume div_by<8>, %assume_assume_assume_77 : tile<i32>
  %tview_81 = make_tensor_view %assume_14, shape = [1, %assume_assume_assume_73, %assume_assume_assume_75], strides = [%assume_assume_assume_assume_80, %assume_assume_assume_79, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_82 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_83 = assume div_by<16>, %assume_assume_82 : tile<i32>
  %assume_assume_84 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_85 = assume div_by<16>, %assume_assume_84 : tile<i32>
  %assume_assume_86 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_87 = assume div_by<8>, %assume_assume_86 : tile<i32>
  %assume_assume_88 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_89 = assume div_by<8>, %assume_assume_88 : tile<i32>
  %assume_assume_assume_assume_90 = assume div_by<8>, %assume_assume_assume_87 : tile<i32>
  %tview_91 = make_tensor_view %assume_19, shape = [1, %assume_assume_assume_83, %assume_assume_assume_85], strides = [%assume_assume_assume_assume_90, %assume_assume_assume_89, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_92 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_93 = assume div_by<16>, %assume_assume_92 : tile<i32>
  %assume_94 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_95 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_96 = assume div_by<16>, %assume_assume_95 : tile<i32>
  %assume_assume_97 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_assume_assume_98 = assume div_by<8>, %assume_assume_97 : tile<i32>
  %assume_assume_99 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_assume_100 = assume div_by<8>, %assume_assume_99 : tile<i32>
  %assume_assume_101 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_assume_102 = assume div_by<8>, %assume_assume_101 : tile<i32>
  %assume_assume_assume_assume_103 = assume div_by<8>, %assume_assume_assume_98 : tile<i32>
  %tview_104 = make_tensor_view %assume_24, shape = [1, %assume_assume_assume_93, %assume_94, %assume_assume_assume_96], strides = [%assume_assume_assume_assume_103, %assume_assume_assume_100, %assume_assume_assume_102, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_assume_105 = assume bounded<0, ?>, %assume_31 : tile<i32>
  %assume_106 = assume bounded<0, ?>, %arg47 : tile<i32>
  %assume_assume_107 = assume bounded<0, ?>, %assume_32 : tile<i32>
  %assume_assume_108 = assume bounded<0, ?>, %assume_33 : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_128_i32_109 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_110, %blockId_y_111, %blockId_z_112 = get_tile_block_id : tile<i32>
  %blockId_x_113, %blockId_y_114, %blockId_z_115 = get_tile_block_id : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %1 = mulf %arg51, %cst_f32  : tile<f32>
  %cst_f32_116 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %tile, %result_token = load_view_tko weak %pview[%blockId_y_111, %cst_0_i32, %blockId_x] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_0_i32_117 = constant <i32: 0> : tile<i32>
  %pview_118 = make_partition_view %tview_61 : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %tile_119, %result_token_120 = load_view_tko weak %pview_118[%blockId_y_111, %cst_0_i32_117, %blockId_x] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %reshape_121 = reshape %tile_119 : tile<1x64x16xf16> -> tile<64x16xf16>
  %2 = muli %cst_128_i32, %blockId_z_115 : tile<i32>
  %3 = addi %2, %cst_128_i32 : tile<i32>
  %4 = cmpi greater_than %3, %arg54, signed : tile<i32> -> tile<i1>
  %5 = if %4 -> (tile<i32>) {
    yield %arg54 : tile<i32>
  } else {
    yield %3 : tile<i32>
  }
  %6 = divi %2, %cst_128_i32_109 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_122 = constant <i32: 0> : tile<i32>
  %pview_123 = make_partition_view %tview_71 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %cst_0_f32_124 = constant <f32: 0.000000e+00> : tile<128x16xf32>
  %cst_0_i32_125 = constant <i32: 0> : tile<i32>
  %pview_126 = make_partition_view %tview_91 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %reshape_127 = reshape %1 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_127 : tile<1xf32> -> tile<16xf32>
  %reshape_128 = reshape %1 : tile<f32> -> tile<1x1xf32>
  %bcast_129 = broadcast %reshape_128 : tile<1x1xf32> -> tile<128x16xf32>
  %cst_0_i32_130 = constant <i32: 0> : tile<i32>
  %pview_131 = make_partition_view %tview_81 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
  %cst_1_i32_132 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%2 to %5, step %cst_128_i32_109) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %6, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_116) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %tile_154, %result_token_155 = load_view_tko weak %pview_123[%blockId_y_111, %iterArg1, %cst_0_i32_122] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %reshape_156 = reshape %tile_154 : tile<1x128x512xf16> -> tile<128x512xf16>
    %35 = mmaf %reshape_156, %reshape, %cst_0_f32_124 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %tile_157, %result_token_158 = load_view_tko weak %pview_126[%blockId_y_111, %iterArg1, %cst_0_i32_125] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %reshape_159 = reshape %tile_157 : tile<1x128x64xf16> -> tile<128x64xf16>
    %36 = mmaf %reshape_159, %reshape_121, %35 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %reduce_160 = reduce %36 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %50 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %50 : tile<f32>
    }
    %37 = mulf %reduce_160, %bcast  : tile<16xf32>
    %38 = maxf %iterArg3, %37 : tile<16xf32>
    %reshape_161 = reshape %38 : tile<16xf32> -> tile<1x16xf32>
    %bcast_162 = broadcast %reshape_161 : tile<1x16xf32> -> tile<128x16xf32>
    %39 = negf %bcast_162 : tile<128x16xf32>
    %40 = fma %36, %bcast_129, %39  : tile<128x16xf32>
    %41 = exp2 %40 : tile<128x16xf32>
    %42 = subf %iterArg3, %38  : tile<16xf32>
    %43 = exp2 %42 : tile<16xf32>
    %reshape_163 = reshape %43 : tile<16xf32> -> tile<1x16xf32>
    %bcast_164 = broadcast %reshape_163 : tile<1x16xf32> -> tile<128x16xf32>
    %44 = fma %iterArg2, %bcast_164, %41  : tile<128x16xf32>
    %reshape_165 = reshape %43 : tile<16xf32> -> tile<1x16xf32>
    %bcast_166 = broadcast %reshape_165 : tile<1x16xf32> -> tile<512x16xf32>
    %45 = mulf %iterArg0, %bcast_166  : tile<512x16xf32>
    %tile_167, %result_token_168 = load_view_tko weak %pview_131[%iterArg1, %blockId_y_111, %cst_0_i32_130] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %reshape_169 = reshape %tile_167 : tile<128x1x512xf16> -> tile<128x512xf16>
    %46 = permute %reshape_169 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %47 = ftof %41  : tile<128x16xf32> -> tile<128x16xf16>
    %48 = mmaf %46, %47, %45 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %49 = addi %iterArg1, %cst_1_i32_132 : tile<i32>
    continue %48, %49, %44, %38 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %35 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %35 : tile<f32>
  }
  %reshape_133 = reshape %reduce : tile<16xf32> -> tile<1x16xf32>
  %bcast_134 = broadcast %reshape_133 : tile<1x16xf32> -> tile<512x16xf32>
  %7 = divf %for#0, %bcast_134 rounding<approx> flush_to_zero : tile<512x16xf32>
  %8 = log2 %reduce : tile<16xf32>
  %9 = addf %for#3, %8  : tile<16xf32>
  %10 = ftof %7  : tile<512x16xf32> -> tile<512x16xf16>
  %11 = permute %10 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %reshape_135 = reshape %11 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %cst_0_i32_136 = constant <i32: 0> : tile<i32>
  %pview_137 = make_partition_view %tview_104 : partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %12 = store_view_tko weak %reshape_135, %pview_137[%blockId_y_111, %blockId_x, %blockId_z_115, %cst_0_i32_136] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %13 = muli %blockId_x, %cst_16_i32 : tile<i32>
  %14 = iota : tile<16xi32>
  %reshape_138 = reshape %13 : tile<i32> -> tile<1xi32>
  %bcast_139 = broadcast %reshape_138 : tile<1xi32> -> tile<16xi32>
  %15 = addi %bcast_139, %14 : tile<16xi32>
  %16 = exti %blockId_y_111 signed : tile<i32> -> tile<i64>
  %reshape_140 = reshape %16 : tile<i64> -> tile<1xi64>
  %bcast_141 = broadcast %reshape_140 : tile<1xi64> -> tile<16xi64>
  %17 = cmpi less_than %bcast_141, %cst_1_i64, unsigned : tile<16xi64> -> tile<16xi1>
  %18 = exti %assume_assume_107 signed : tile<i32> -> tile<i64>
  %reshape_142 = reshape %18 : tile<i64> -> tile<1xi64>
  %bcast_143 = broadcast %reshape_142 : tile<1xi64> -> tile<16xi64>
  %19 = muli %bcast_141, %bcast_143 : tile<16xi64>
  %20 = exti %15 signed : tile<16xi32> -> tile<16xi64>
  %21 = exti %assume_assume_105 signed : tile<i32> -> tile<i64>
  %reshape_144 = reshape %21 : tile<i64> -> tile<1xi64>
  %bcast_145 = broadcast %reshape_144 : tile<1xi64> -> tile<16xi64>
  %22 = cmpi less_than %20, %bcast_145, unsigned : tile<16xi64> -> tile<16xi1>
  %23 = andi %17, %22 : tile<16xi1>
  %24 = exti %assume_assume_108 signed : tile<i32> -> tile<i64>
  %reshape_146 = reshape %24 : tile<i64> -> tile<1xi64>
  %bcast_147 = broadcast %reshape_146 : tile<1xi64> -> tile<16xi64>
  %25 = muli %20, %bcast_147 : tile<16xi64>
  %26 = addi %19, %25 : tile<16xi64>
  %27 = exti %blockId_z_115 signed : tile<i32> -> tile<i64>
  %reshape_148 = reshape %27 : tile<i64> -> tile<1xi64>
  %bcast_149 = broadcast %reshape_148 : tile<1xi64> -> tile<16xi64>
  %28 = exti %assume_106 signed : tile<i32> -> tile<i64>
  %reshape_150 = reshape %28 : tile<i64> -> tile<1xi64>
  %bcast_151 = broadcast %reshape_150 : tile<1xi64> -> tile<16xi64>
  %29 = cmpi less_than %bcast_149, %bcast_151, unsigned : tile<16xi64> -> tile<16xi1>
  %30 = andi %23, %29 : tile<16xi1>
  %31 = muli %bcast_149, %cst_1_i64_45 : tile<16xi64>
  %32 = addi %26, %31 : tile<16xi64>
  %reshape_152 = reshape %assume_30 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_153 = broadcast %reshape_152 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %33 = offset %bcast_153, %32 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %34 = store_ptr_tko weak %33, %9, %30 token=%0 optimization_hints = <default = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
