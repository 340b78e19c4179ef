entry @_naive_absorb_mla_transpose_kernel_Kt2_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4t1_6i16_p16_A3f16_1s1_3v8l0_4i16t1_p16_A3f16_1s1_3v8l0_4i16t1_p16_A3f16_1s1_3v8l0_4i16t1_p16_A4f16_1s1_7v8l0_8t1_ai16_p16_A3f32_1s1v4_2i16_3l0_4t1_p16_Sf32_Si32_Si32_Si32_I87_I128_I512_I16_I128_I64_B0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<ptr<f16>>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<ptr<f16>>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<ptr<f32>>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<f32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
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
  %assume_10 = assume div_by<16>, %arg17 : tile<i32>
  %assume_11 = assume div_by<8>, %arg18 : tile<i32>
  %assume_12 = assume div_by<8>, %arg19 : tile<i32>
  %assume_13 = assume div_by<16>, %arg21 : tile<ptr<f16>>
  %assume_14 = assume div_by<16>, %arg24 : tile<i32>
  %assume_15 = assume div_by<8>, %arg25 : tile<i32>
  %assume_16 = assume div_by<8>, %arg26 : tile<i32>
  %assume_17 = assume div_by<16>, %arg28 : tile<ptr<f16>>
  %assume_18 = assume div_by<16>, %arg31 : tile<i32>
  %assume_19 = assume div_by<8>, %arg32 : tile<i32>
  %assume_20 = assume div_by<8>, %arg33 : tile<i32>
  %assume_21 = assume div_by<16>, %arg35 : tile<ptr<f16>>
  %assume_22 = assume div_by<16>, %arg37 : tile<i32>
  %assume_23 = assume div_by<16>, %arg39 : tile<i32>
  %assume_24 = assume div_by<8>, %arg40 : tile<i32>
  %assume_25 = assume div_by<8>, %arg41 : tile<i32>
  %assume_26 = assume div_by<8>, %arg42 : tile<i32>
  %assume_27 = assume div_by<16>, %arg44 : tile<ptr<f32>>
  %assume_28 = assume div_by<16>, %arg46 : tile<i32>
  %assume_29 = assume div_by<4>, %arg48 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_1_i32_37 = constant <i32: 1> : tile<i32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<16xi64>
  %cst_1_i64_41 = constant <i64: 1> : tile<16xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_45 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_43], strides = [%assume_assume_assume_assume, %assume_assume_assume_47, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_48 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_49 = assume div_by<16>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_51 = assume div_by<16>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_53 = assume div_by<8>, %assume_assume_52 : tile<i32>
  %assume_assume_54 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_55 = assume div_by<8>, %assume_assume_54 : tile<i32>
  %assume_assume_assume_assume_56 = assume div_by<8>, %assume_assume_assume_53 : tile<i32>
  %tview_57 = make_tensor_view %assume_4, shape = [1, %assume_assume_assume_49, %assume_assume_assume_51], strides = [%assume_assume_assume_assume_56, %assume_assume_assume_55, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_58 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_60 = assume div_by<16>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_62 = assume div_by<8>, %assume_assume_61 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_64 = assume div_by<8>, %assume_assume_63 : tile<i32>
  %assume_assume_assume_assume_65 = assume div_by<8>, %assume_assume_assume_62 : tile<i32>
  %tview_66 = make_tensor_view %assume_9, shape = [1, %assume_58, %assume_assume_assume_60], strides = [%assume_assume_assume_assume_65, %assume_assume_assume_64, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_67 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_69 = assume div_by<16>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %assume_assume_assume_assume_74 = assume div_by<8>, %assume_assume_assume_71 : tile<i32>
  %tview_75 = make_tensor_view %assume_13, shape = [1, %assume_67, %assume_assume_assume_69], strides = [%assume_assume_assume_assume_74, %assume_assume_assume_73, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_76 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_78 = assume div_by<16>, %assume_assume_77 : tile<i32>
  %assume_assume_79 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_80 = assume div_by<8>, %assume_assume_79 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_82 = assume div_by<8>, %assume_assume_81 : tile<i32>
  %assume_assume_assume_assume_83 = assume div_by<8>, %assume_assume_assume_80 : tile<i32>
  %tview_84 = make_tensor_view %assume_17, shape = [1, %assume_76, %assume_assume_assume_78], strides = [%assume_assume_assume_assume_83, %assume_assume_assume_82, 1] : tile<i32> -> tensor_view<1x?x?xf16, strides=[?,?,1]>
  %assume_assume_85 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_86 = assume div_by<16>, %assume_assume_85 : tile<i32>
  %assume_87 = assume bounded<0, ?>, %arg38 : tile<i32>
  %assume_assume_88 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_89 = assume div_by<16>, %assume_assume_88 : tile<i32>
  %assume_assume_90 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_91 = assume div_by<8>, %assume_assume_90 : tile<i32>
  %assume_assume_92 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_93 = assume div_by<8>, %assume_assume_92 : tile<i32>
  %assume_assume_94 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_95 = assume div_by<8>, %assume_assume_94 : tile<i32>
  %assume_assume_assume_assume_96 = assume div_by<8>, %assume_assume_assume_91 : tile<i32>
  %tview_97 = make_tensor_view %assume_21, shape = [1, %assume_assume_assume_86, %assume_87, %assume_assume_assume_89], strides = [%assume_assume_assume_assume_96, %assume_assume_assume_93, %assume_assume_assume_95, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_assume_98 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_99 = assume bounded<0, ?>, %arg47 : tile<i32>
  %assume_assume_100 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_101 = assume bounded<0, ?>, %arg49 : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_128_i32_102 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_103, %blockId_y_104, %blockId_z_105 = get_tile_block_id : tile<i32>
  %blockId_x_106, %blockId_y_107, %blockId_z_108 = get_tile_block_id : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %1 = mulf %arg51, %cst_f32  : tile<f32>
  %cst_f32_109 = constant <f32: 0xFF800000> : tile<16xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x16xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<512x16xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %tile, %result_token = load_view_tko weak %pview[%blockId_y_104, %cst_0_i32, %blockId_x] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x512x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x512x16xf16>, token
  %reshape = reshape %tile : tile<1x512x16xf16> -> tile<512x16xf16>
  %cst_0_i32_110 = constant <i32: 0> : tile<i32>
  %pview_111 = make_partition_view %tview_57 : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
  %tile_112, %result_token_113 = load_view_tko weak %pview_111[%blockId_y_104, %cst_0_i32_110, %blockId_x] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x64x16), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x16xf16>, token
  %reshape_114 = reshape %tile_112 : tile<1x64x16xf16> -> tile<64x16xf16>
  %2 = muli %cst_128_i32, %blockId_z_108 : tile<i32>
  %3 = addi %2, %cst_128_i32 : tile<i32>
  %4 = cmpi greater_than %3, %arg54, signed : tile<i32> -> tile<i1>
  %5 = if %4 -> (tile<i32>) {
    yield %arg54 : tile<i32>
  } else {
    yield %3 : tile<i32>
  }
  %6 = divi %2, %cst_128_i32_102 signed rounding<negative_inf> : tile<i32>
  %7 = divi %arg54, %cst_128_i32_102 signed rounding<negative_inf> : tile<i32>
  %8 = muli %7, %cst_128_i32_102 : tile<i32>
  %9 = iota : tile<128xi32>
  %cst_0_i32_115 = constant <i32: 0> : tile<i32>
  %pview_116 = make_partition_view %tview_66 : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %cst_0_f32_117 = constant <f32: 0.000000e+00> : tile<128x16xf32>
  %cst_0_i32_118 = constant <i32: 0> : tile<i32>
  %pview_119 = make_partition_view %tview_84 : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>
  %reshape_120 = reshape %1 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_120 : tile<1xf32> -> tile<16xf32>
  %reshape_121 = reshape %1 : tile<f32> -> tile<1x1xf32>
  %bcast_122 = broadcast %reshape_121 : tile<1x1xf32> -> tile<128x16xf32>
  %cst_0_i32_123 = constant <i32: 0> : tile<i32>
  %pview_124 = make_partition_view %tview_75 : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>
  %cst_1_i32_125 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%2 to %5, step %cst_128_i32_102) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %6, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_109) -> (tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>) {
    %tile_147, %result_token_148 = load_view_tko weak %pview_116[%blockId_y_104, %iterArg1, %cst_0_i32_115] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x128x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x512xf16>, token
    %reshape_149 = reshape %tile_147 : tile<1x128x512xf16> -> tile<128x512xf16>
    %38 = mmaf %reshape_149, %reshape, %cst_0_f32_117 : tile<128x512xf16>, tile<512x16xf16>, tile<128x16xf32>
    %tile_150, %result_token_151 = load_view_tko weak %pview_119[%blockId_y_104, %iterArg1, %cst_0_i32_118] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x128x64), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x128x64xf16>, token
    %reshape_152 = reshape %tile_150 : tile<1x128x64xf16> -> tile<128x64xf16>
    %39 = mmaf %reshape_152, %reshape_114, %38 : tile<128x64xf16>, tile<64x16xf16>, tile<128x16xf32>
    %40 = cmpi greater_than_or_equal %loopIdx, %8, signed : tile<i32> -> tile<i1>
    %41 = if %40 -> (tile<128x16xf32>) {
      %reshape_163 = reshape %9 : tile<128xi32> -> tile<128x1xi32>
      %reshape_164 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
      %bcast_165 = broadcast %reshape_164 : tile<1x1xi32> -> tile<128x1xi32>
      %55 = addi %bcast_165, %reshape_163 : tile<128x1xi32>
      %reshape_166 = reshape %arg54 : tile<i32> -> tile<1x1xi32>
      %bcast_167 = broadcast %reshape_166 : tile<1x1xi32> -> tile<128x1xi32>
      %56 = cmpi less_than %55, %bcast_167, signed : tile<128x1xi32> -> tile<128x1xi1>
      %cst_f32_168 = constant <f32: -1.000000e+06> : tile<f32>
      %bcast_169 = broadcast %56 : tile<128x1xi1> -> tile<128x16xi1>
      %reshape_170 = reshape %cst_f32_168 : tile<f32> -> tile<1x1xf32>
      %bcast_171 = broadcast %reshape_170 : tile<1x1xf32> -> tile<128x16xf32>
      %57 = select %bcast_169, %39, %bcast_171 : tile<128x16xi1>, tile<128x16xf32>
      yield %57 : tile<128x16xf32>
    } else {
      yield %39 : tile<128x16xf32>
    }
    %reduce_153 = reduce %41 dim=0 identities=[0xFF800000 : f32] : tile<128x16xf32> -> tile<16xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %55 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %55 : tile<f32>
    }
    %42 = mulf %reduce_153, %bcast  : tile<16xf32>
    %43 = maxf %iterArg3, %42 : tile<16xf32>
    %reshape_154 = reshape %43 : tile<16xf32> -> tile<1x16xf32>
    %bcast_155 = broadcast %reshape_154 : tile<1x16xf32> -> tile<128x16xf32>
    %44 = negf %bcast_155 : tile<128x16xf32>
    %45 = fma %41, %bcast_122, %44  : tile<128x16xf32>
    %46 = exp2 %45 : tile<128x16xf32>
    %47 = subf %iterArg3, %43  : tile<16xf32>
    %48 = exp2 %47 : tile<16xf32>
    %reshape_156 = reshape %48 : tile<16xf32> -> tile<1x16xf32>
    %bcast_157 = broadcast %reshape_156 : tile<1x16xf32> -> tile<128x16xf32>
    %49 = fma %iterArg2, %bcast_157, %46  : tile<128x16xf32>
    %reshape_158 = reshape %48 : tile<16xf32> -> tile<1x16xf32>
    %bcast_159 = broadcast %reshape_158 : tile<1x16xf32> -> tile<512x16xf32>
    %50 = mulf %iterArg0, %bcast_159  : tile<512x16xf32>
    %tile_160, %result_token_161 = load_view_tko weak %pview_124[%iterArg1, %blockId_y_104, %cst_0_i32_123] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(128x1x512), padding_value = zero, tensor_view<1x?x?xf16, strides=[?,?,1]>, dim_map=[1, 0, 2]>, tile<i32> -> tile<128x1x512xf16>, token
    %reshape_162 = reshape %tile_160 : tile<128x1x512xf16> -> tile<128x512xf16>
    %51 = permute %reshape_162 [1, 0] : tile<128x512xf16> -> tile<512x128xf16>
    %52 = ftof %46  : tile<128x16xf32> -> tile<128x16xf16>
    %53 = mmaf %51, %52, %50 : tile<512x128xf16>, tile<128x16xf16>, tile<512x16xf32>
    %54 = addi %iterArg1, %cst_1_i32_125 : tile<i32>
    continue %53, %54, %49, %43 : tile<512x16xf32>, tile<i32>, tile<128x16xf32>, tile<16xf32>
  }
  %reduce = reduce %for#2 dim=0 identities=[0.000000e+00 : f32] : tile<128x16xf32> -> tile<16xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %38 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %38 : tile<f32>
  }
  %reshape_126 = reshape %reduce : tile<16xf32> -> tile<1x16xf32>
  %bcast_127 = broadcast %reshape_126 : tile<1x16xf32> -> tile<512x16xf32>
  %10 = divf %for#0, %bcast_127 rounding<approx> flush_to_zero : tile<512x16xf32>
  %11 = log2 %reduce : tile<16xf32>
  %12 = addf %for#3, %11  : tile<16xf32>
  %13 = ftof %10  : tile<512x16xf32> -> tile<512x16xf16>
  %14 = permute %13 [1, 0] : tile<512x16xf16> -> tile<16x512xf16>
  %reshape_128 = reshape %14 : tile<16x512xf16> -> tile<1x16x1x512xf16>
  %cst_0_i32_129 = constant <i32: 0> : tile<i32>
  %pview_130 = make_partition_view %tview_97 : partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %15 = store_view_tko weak %reshape_128, %pview_130[%blockId_y_104, %blockId_x, %blockId_z_108, %cst_0_i32_129] token = %0 optimization_hints = <default = {latency = 2}> : tile<1x16x1x512xf16>, partition_view<tile=(1x16x1x512), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %16 = muli %blockId_x, %cst_16_i32 : tile<i32>
  %17 = iota : tile<16xi32>
  %reshape_131 = reshape %16 : tile<i32> -> tile<1xi32>
  %bcast_132 = broadcast %reshape_131 : tile<1xi32> -> tile<16xi32>
  %18 = addi %bcast_132, %17 : tile<16xi32>
  %19 = exti %blockId_y_104 signed : tile<i32> -> tile<i64>
  %reshape_133 = reshape %19 : tile<i64> -> tile<1xi64>
  %bcast_134 = broadcast %reshape_133 : tile<1xi64> -> tile<16xi64>
  %20 = cmpi less_than %bcast_134, %cst_1_i64, unsigned : tile<16xi64> -> tile<16xi1>
  %21 = exti %assume_assume_100 signed : tile<i32> -> tile<i64>
  %reshape_135 = reshape %21 : tile<i64> -> tile<1xi64>
  %bcast_136 = broadcast %reshape_135 : tile<1xi64> -> tile<16xi64>
  %22 = muli %bcast_134, %bcast_136 : tile<16xi64>
  %23 = exti %18 signed : tile<16xi32> -> tile<16xi64>
  %24 = exti %assume_assume_98 signed : tile<i32> -> tile<i64>
  %reshape_137 = reshape %24 : tile<i64> -> tile<1xi64>
  %bcast_138 = broadcast %reshape_137 : tile<1xi64> -> tile<16xi64>
  %25 = cmpi less_than %23, %bcast_138, unsigned : tile<16xi64> -> tile<16xi1>
  %26 = andi %20, %25 : tile<16xi1>
  %27 = exti %assume_101 signed : tile<i32> -> tile<i64>
  %reshape_139 = reshape %27 : tile<i64> -> tile<1xi64>
  %bcast_140 = broadcast %reshape_139 : tile<1xi64> -> tile<16xi64>
  %28 = muli %23, %bcast_140 : tile<16xi64>
  %29 = addi %22, %28 : tile<16xi64>
  %30 = exti %blockId_z_108 signed : tile<i32> -> tile<i64>
  %reshape_141 = reshape %30 : tile<i64> -> tile<1xi64>
  %bcast_142 = broadcast %reshape_141 : tile<1xi64> -> tile<16xi64>
  %31 = exti %assume_99 signed : tile<i32> -> tile<i64>
  %reshape_143 = reshape %31 : tile<i64> -> tile<1xi64>
  %bcast_144 = broadcast %reshape_143 : tile<1xi64> -> tile<16xi64>
  %32 = cmpi less_than %bcast_142, %bcast_144, unsigned : tile<16xi64> -> tile<16xi1>
  %33 = andi %26, %32 : tile<16xi1>
  %34 = muli %bcast_142, %cst_1_i64_41 : tile<16xi64>
  %35 = addi %29, %34 : tile<16xi64>
  %reshape_145 = reshape %assume_27 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_146 = broadcast %reshape_145 : tile<1xptr<f32>> -> tile<16xptr<f32>>
  %36 = offset %bcast_146, %35 : tile<16xptr<f32>>, tile<16xi64> -> tile<16xptr<f32>>
  %37 = store_ptr_tko weak %36, %12, %33 token=%0 optimization_hints = <default = {latency = 2}> : tile<16xptr<f32>>, tile<16xf32>, tile<16xi1> -> token
  return
}
