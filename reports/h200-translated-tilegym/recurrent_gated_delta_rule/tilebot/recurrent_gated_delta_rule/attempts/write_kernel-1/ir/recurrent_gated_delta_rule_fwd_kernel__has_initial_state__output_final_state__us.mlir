entry @recurrent_gated_delta_rule_fwd_kernel__has_initial_state__output_final_state__us_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<ptr<f32>>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<ptr<f32>>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<i32>, %arg48: tile<ptr<f32>>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>, %arg57: tile<ptr<f32>>, %arg58: tile<i32>, %arg59: tile<i32>, %arg60: tile<i32>, %arg61: tile<i32>, %arg62: tile<i32>, %arg63: tile<i32>, %arg64: tile<i32>, %arg65: tile<i32>, %arg66: tile<f32>) optimization_hints=<sm_90 = {occupancy = 2}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_1 : tile<i32>
  %assume_2 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_3 = assume div_by<16>, %assume_2 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg7 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %0 = make_token : token
  %assume_6 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_6, shape = [1, 1, %assume, %assume_0], strides = [%assume_assume, %assume_assume_3, %assume_assume_5, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_7 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_8 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_12 = assume div_by<16>, %assume_11 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %1 = make_token : token
  %assume_15 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %tview_16 = make_tensor_view %assume_15, shape = [1, 1, %assume_7, %assume_8], strides = [%assume_assume_10, %assume_assume_12, %assume_assume_14, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_17 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg23 : tile<i32>
  %assume_assume_20 = assume div_by<16>, %assume_19 : tile<i32>
  %assume_21 = assume bounded<0, ?>, %arg24 : tile<i32>
  %assume_assume_22 = assume div_by<16>, %assume_21 : tile<i32>
  %assume_23 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_24 = assume div_by<16>, %assume_23 : tile<i32>
  %2 = make_token : token
  %assume_25 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %tview_26 = make_tensor_view %assume_25, shape = [1, 1, %assume_17, %assume_18], strides = [%assume_assume_20, %assume_assume_22, %assume_assume_24, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_27 = assume div_by<16>, %arg27 : tile<ptr<f32>>
  %assume_28 = assume div_by<16>, %arg30 : tile<i32>
  %assume_29 = assume div_by<16>, %arg31 : tile<i32>
  %assume_30 = assume div_by<16>, %arg32 : tile<i32>
  %assume_31 = assume div_by<16>, %arg33 : tile<ptr<f32>>
  %assume_32 = assume div_by<16>, %arg36 : tile<i32>
  %assume_33 = assume div_by<16>, %arg37 : tile<i32>
  %assume_34 = assume div_by<16>, %arg38 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg43 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg44 : tile<i32>
  %assume_assume_38 = assume div_by<16>, %assume_37 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg45 : tile<i32>
  %assume_assume_40 = assume div_by<16>, %assume_39 : tile<i32>
  %assume_41 = assume bounded<0, ?>, %arg46 : tile<i32>
  %assume_assume_42 = assume div_by<16>, %assume_41 : tile<i32>
  %3 = make_token : token
  %assume_43 = assume div_by<16>, %arg39 : tile<ptr<f32>>
  %tview_44 = make_tensor_view %assume_43, shape = [1, 1, %assume_35, %assume_36], strides = [%assume_assume_38, %assume_assume_40, %assume_assume_42, 1] : tile<i32> -> tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>
  %assume_45 = assume bounded<0, ?>, %arg50 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg51 : tile<i32>
  %assume_assume_47 = assume div_by<16>, %assume_46 : tile<i32>
  %assume_48 = assume bounded<0, ?>, %arg52 : tile<i32>
  %assume_assume_49 = assume div_by<16>, %assume_48 : tile<i32>
  %assume_50 = assume bounded<0, ?>, %arg53 : tile<i32>
  %assume_assume_51 = assume div_by<16>, %assume_50 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg54 : tile<i32>
  %assume_assume_53 = assume div_by<16>, %assume_52 : tile<i32>
  %assume_54 = assume bounded<0, ?>, %arg55 : tile<i32>
  %assume_assume_55 = assume div_by<16>, %assume_54 : tile<i32>
  %4 = make_token : token
  %assume_56 = assume div_by<16>, %arg48 : tile<ptr<f32>>
  %tview_57 = make_tensor_view %assume_56, shape = [1, %assume_45, %assume_assume_47, %assume_assume_49], strides = [%assume_assume_51, %assume_assume_53, %assume_assume_55, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_58 = assume bounded<0, ?>, %arg59 : tile<i32>
  %assume_59 = assume bounded<0, ?>, %arg60 : tile<i32>
  %assume_assume_60 = assume div_by<16>, %assume_59 : tile<i32>
  %assume_61 = assume bounded<0, ?>, %arg61 : tile<i32>
  %assume_assume_62 = assume div_by<16>, %assume_61 : tile<i32>
  %assume_63 = assume bounded<0, ?>, %arg62 : tile<i32>
  %assume_assume_64 = assume div_by<16>, %assume_63 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg63 : tile<i32>
  %assume_assume_66 = assume div_by<16>, %assume_65 : tile<i32>
  %assume_67 = assume bounded<0, ?>, %arg64 : tile<i32>
  %assume_assume_68 = assume div_by<16>, %assume_67 : tile<i32>
  %5 = make_token : token
  %assume_69 = assume div_by<16>, %arg57 : tile<ptr<f32>>
  %tview_70 = make_tensor_view %assume_69, shape = [1, %assume_58, %assume_assume_60, %assume_assume_62], strides = [%assume_assume_64, %assume_assume_66, %assume_assume_68, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %cst_128_i32_71 = constant <i32: 128> : tile<i32>
  %cst_8_i32_72 = constant <i32: 8> : tile<i32>
  %cst_1_i32_73 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_74, %blockId_y_75, %blockId_z_76 = get_tile_block_id : tile<i32>
  %assume_blockId_x_77 = assume bounded<0, ?>, %blockId_x_74 : tile<i32>
  %assume_blockId_y_78 = assume bounded<0, ?>, %blockId_y_75 : tile<i32>
  %assume_blockId_z_79 = assume bounded<0, ?>, %blockId_z_76 : tile<i32>
  %6:4 = get_tensor_shape %tview : tensor_view<1x1x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %7:4 = get_tensor_shape %tview_26 : tensor_view<1x1x?x?xf32, strides=[?,?,?,1]> -> tile<i32>
  %cst_2_i32_80 = constant <i32: 2> : tile<i32>
  %8 = divi %assume_blockId_x, %7#2 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %9 = cmpi less_than %7#2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %10 = remi %assume_blockId_x, %7#2 signed : tile<i32>
  %cst_0_i32_81 = constant <i32: 0> : tile<i32>
  %11 = cmpi less_than %10, %cst_0_i32_81, signed : tile<i32> -> tile<i1>
  %12 = xori %11, %9 : tile<i1>
  %13 = cmpi not_equal %10, %cst_0_i32_81, signed : tile<i32> -> tile<i1>
  %14 = andi %12, %13 : tile<i1>
  %15 = addi %10, %7#2 : tile<i32>
  %16 = select %14, %15, %10 : tile<i1>, tile<i32>
  %17 = divi %7#2, %6#2 signed rounding<negative_inf> : tile<i32>
  %18 = divi %16, %17 signed rounding<negative_inf> : tile<i32>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_83 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_84 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_57 : partition_view<tile=(1x1x128x8), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %tile, %result_token = load_view_tko weak %pview[%8, %16, %cst_0_i32_85, %assume_blockId_y_78] token = %4 : partition_view<tile=(1x1x128x8), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x8xf32>, token
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %cst_1_i32_87 = constant <i32: 1> : tile<i32>
  %cst_128_i32_88 = constant <i32: 128> : tile<i32>
  %cst_8_i32_89 = constant <i32: 8> : tile<i32>
  %cst_128_i32_90 = constant <i32: 128> : tile<i32>
  %cst_8_i32_91 = constant <i32: 8> : tile<i32>
  %reshape = reshape %tile : tile<1x1x128x8xf32> -> tile<128x8xf32>
  %cst_0_i32_92 = constant <i32: 0> : tile<i32>
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_92 to %cst_1_i32_73, step %cst_1_i32_93) : tile<i32> iter_values(%iterArg0 = %3, %iterArg1 = %3, %iterArg2 = %reshape) -> (token, token, tile<128x8xf32>) {
    %assume_107 = assume bounded<0, 0>, %loopIdx : tile<i32>
    %cst_1_i32_108 = constant <i32: 1> : tile<i32>
    %cst_1_i32_109 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_110 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_111 = constant <i32: -1> : tile<i32>
    %pview_112 = make_partition_view %tview : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_113 = constant <i32: 0> : tile<i32>
    %tile_114, %result_token_115 = load_view_tko weak %pview_112[%8, %assume_107, %18, %cst_0_i32_113] token = %0 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %cst_1_i32_116 = constant <i32: 1> : tile<i32>
    %cst_1_i32_117 = constant <i32: 1> : tile<i32>
    %cst_1_i32_118 = constant <i32: 1> : tile<i32>
    %cst_128_i32_119 = constant <i32: 128> : tile<i32>
    %cst_128_i32_120 = constant <i32: 128> : tile<i32>
    %reshape_121 = reshape %tile_114 : tile<1x1x1x128xf32> -> tile<128xf32>
    %cst_1_i32_122 = constant <i32: 1> : tile<i32>
    %cst_1_i32_123 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_124 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_125 = constant <i32: -1> : tile<i32>
    %pview_126 = make_partition_view %tview_16 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
    %cst_0_i32_127 = constant <i32: 0> : tile<i32>
    %tile_128, %result_token_129 = load_view_tko weak %pview_126[%8, %assume_107, %18, %cst_0_i32_127] token = %1 : partition_view<tile=(1x1x1x128), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x128xf32>, token
    %cst_1_i32_130 = constant <i32: 1> : tile<i32>
    %cst_1_i32_131 = constant <i32: 1> : tile<i32>
    %cst_1_i32_132 = constant <i32: 1> : tile<i32>
    %cst_128_i32_133 = constant <i32: 128> : tile<i32>
    %cst_128_i32_134 = constant <i32: 128> : tile<i32>
    %reshape_135 = reshape %tile_128 : tile<1x1x1x128xf32> -> tile<128xf32>
    %20 = mulf %reshape_121, %reshape_121  : tile<128xf32>
    %reduce = reduce %20 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %59 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %59 : tile<f32>
    }
    %cst_f32 = constant <f32: 9.99999997E-7> : tile<f32>
    %21 = addf %reduce, %cst_f32  : tile<f32>
    %22 = rsqrt %21 : tile<f32>
    %cst_1_i32_136 = constant <i32: 1> : tile<i32>
    %reshape_137 = reshape %22 : tile<f32> -> tile<1xf32>
    %cst_1_i32_138 = constant <i32: 1> : tile<i32>
    %cst_128_i32_139 = constant <i32: 128> : tile<i32>
    %bcast = broadcast %reshape_137 : tile<1xf32> -> tile<128xf32>
    %23 = mulf %reshape_121, %bcast  : tile<128xf32>
    %24 = mulf %reshape_135, %reshape_135  : tile<128xf32>
    %reduce_140 = reduce %24 dim=0 identities=[0.000000e+00 : f32] : tile<128xf32> -> tile<f32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %59 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %59 : tile<f32>
    }
    %cst_f32_141 = constant <f32: 9.99999997E-7> : tile<f32>
    %25 = addf %reduce_140, %cst_f32_141  : tile<f32>
    %26 = rsqrt %25 : tile<f32>
    %cst_1_i32_142 = constant <i32: 1> : tile<i32>
    %reshape_143 = reshape %26 : tile<f32> -> tile<1xf32>
    %cst_1_i32_144 = constant <i32: 1> : tile<i32>
    %cst_128_i32_145 = constant <i32: 128> : tile<i32>
    %bcast_146 = broadcast %reshape_143 : tile<1xf32> -> tile<128xf32>
    %27 = mulf %reshape_135, %bcast_146  : tile<128xf32>
    %cst_128_i32_147 = constant <i32: 128> : tile<i32>
    %cst_1_i32_148 = constant <i32: 1> : tile<i32>
    %cst_1_i32_149 = constant <i32: 1> : tile<i32>
    %reshape_150 = reshape %arg66 : tile<f32> -> tile<1xf32>
    %cst_1_i32_151 = constant <i32: 1> : tile<i32>
    %cst_128_i32_152 = constant <i32: 128> : tile<i32>
    %bcast_153 = broadcast %reshape_150 : tile<1xf32> -> tile<128xf32>
    %28 = mulf %23, %bcast_153  : tile<128xf32>
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %cst_1_i32_155 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_156 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_157 = constant <i32: -1> : tile<i32>
    %pview_158 = make_partition_view %tview_26 : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
    %tile_159, %result_token_160 = load_view_tko weak %pview_158[%8, %assume_107, %16, %assume_blockId_y_78] token = %2 optimization_hints = <sm_90 = {allow_tma = false}> : partition_view<tile=(1x1x1x8), padding_value = zero, tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x1x8xf32>, token
    %cst_1_i32_161 = constant <i32: 1> : tile<i32>
    %cst_1_i32_162 = constant <i32: 1> : tile<i32>
    %cst_1_i32_163 = constant <i32: 1> : tile<i32>
    %cst_8_i32_164 = constant <i32: 8> : tile<i32>
    %cst_8_i32_165 = constant <i32: 8> : tile<i32>
    %reshape_166 = reshape %tile_159 : tile<1x1x1x8xf32> -> tile<8xf32>
    %cst_1_i32_167 = constant <i32: 1> : tile<i32>
    %reshape_168 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_169 = broadcast %reshape_168 : tile<i32> -> tile<i32>
    %29 = exti %bcast_169 signed : tile<i32> -> tile<i64>
    %30 = exti %assume_29 signed : tile<i32> -> tile<i64>
    %31 = muli %29, %30 : tile<i64>
    %cst_1_i32_170 = constant <i32: 1> : tile<i32>
    %reshape_171 = reshape %assume_107 : tile<i32> -> tile<i32>
    %bcast_172 = broadcast %reshape_171 : tile<i32> -> tile<i32>
    %32 = exti %bcast_172 signed : tile<i32> -> tile<i64>
    %33 = exti %assume_30 signed : tile<i32> -> tile<i64>
    %34 = muli %32, %33 : tile<i64>
    %35 = addi %31, %34 : tile<i64>
    %cst_1_i32_173 = constant <i32: 1> : tile<i32>
    %reshape_174 = reshape %16 : tile<i32> -> tile<i32>
    %bcast_175 = broadcast %reshape_174 : tile<i32> -> tile<i32>
    %36 = exti %bcast_175 signed : tile<i32> -> tile<i64>
    %37 = addi %35, %36 : tile<i64>
    %38 = offset %assume_27, %37 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<f32>
    %result, %result_token_176 = load_ptr_tko weak %38, %cst_0_f32 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %cst_1_i32_177 = constant <i32: 1> : tile<i32>
    %reshape_178 = reshape %8 : tile<i32> -> tile<i32>
    %bcast_179 = broadcast %reshape_178 : tile<i32> -> tile<i32>
    %39 = exti %bcast_179 signed : tile<i32> -> tile<i64>
    %40 = exti %assume_33 signed : tile<i32> -> tile<i64>
    %41 = muli %39, %40 : tile<i64>
    %cst_1_i32_180 = constant <i32: 1> : tile<i32>
    %reshape_181 = reshape %assume_107 : tile<i32> -> tile<i32>
    %bcast_182 = broadcast %reshape_181 : tile<i32> -> tile<i32>
    %42 = exti %bcast_182 signed : tile<i32> -> tile<i64>
    %43 = exti %assume_34 signed : tile<i32> -> tile<i64>
    %44 = muli %42, %43 : tile<i64>
    %45 = addi %41, %44 : tile<i64>
    %cst_1_i32_183 = constant <i32: 1> : tile<i32>
    %reshape_184 = reshape %16 : tile<i32> -> tile<i32>
    %bcast_185 = broadcast %reshape_184 : tile<i32> -> tile<i32>
    %46 = exti %bcast_185 signed : tile<i32> -> tile<i64>
    %47 = addi %45, %46 : tile<i64>
    %48 = offset %assume_31, %47 : tile<ptr<f32>>, tile<i64> -> tile<ptr<f32>>
    %cst_0_f32_186 = constant <f32: 0.000000e+00> : tile<f32>
    %result_187, %result_token_188 = load_ptr_tko weak %48, %cst_0_f32_186 : tile<ptr<f32>>, tile<f32> -> tile<f32>, token
    %49 = exp %result  : tile<f32>
    %cst_1_i32_189 = constant <i32: 1> : tile<i32>
    %cst_1_i32_190 = constant <i32: 1> : tile<i32>
    %reshape_191 = reshape %49 : tile<f32> -> tile<1x1xf32>
    %cst_1_i32_192 = constant <i32: 1> : tile<i32>
    %cst_1_i32_193 = constant <i32: 1> : tile<i32>
    %cst_128_i32_194 = constant <i32: 128> : tile<i32>
    %cst_8_i32_195 = constant <i32: 8> : tile<i32>
    %bcast_196 = broadcast %reshape_191 : tile<1x1xf32> -> tile<128x8xf32>
    %50 = mulf %iterArg2, %bcast_196  : tile<128x8xf32>
    %cst_128_i32_197 = constant <i32: 128> : tile<i32>
    %cst_128_i32_198 = constant <i32: 128> : tile<i32>
    %cst_1_i32_199 = constant <i32: 1> : tile<i32>
    %reshape_200 = reshape %27 : tile<128xf32> -> tile<128x1xf32>
    %cst_128_i32_201 = constant <i32: 128> : tile<i32>
    %cst_1_i32_202 = constant <i32: 1> : tile<i32>
    %cst_128_i32_203 = constant <i32: 128> : tile<i32>
    %cst_8_i32_204 = constant <i32: 8> : tile<i32>
    %bcast_205 = broadcast %reshape_200 : tile<128x1xf32> -> tile<128x8xf32>
    %51 = mulf %50, %bcast_205  : tile<128x8xf32>
    %reduce_206 = reduce %51 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %59 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %59 : tile<f32>
    }
    %cst_8_i32_207 = constant <i32: 8> : tile<i32>
    %cst_8_i32_208 = constant <i32: 8> : tile<i32>
    %reshape_209 = reshape %reduce_206 : tile<8xf32> -> tile<8xf32>
    %52 = subf %reshape_166, %reshape_209  : tile<8xf32>
    %cst_1_i32_210 = constant <i32: 1> : tile<i32>
    %reshape_211 = reshape %result_187 : tile<f32> -> tile<1xf32>
    %cst_1_i32_212 = constant <i32: 1> : tile<i32>
    %cst_8_i32_213 = constant <i32: 8> : tile<i32>
    %bcast_214 = broadcast %reshape_211 : tile<1xf32> -> tile<8xf32>
    %53 = mulf %52, %bcast_214  : tile<8xf32>
    %cst_8_i32_215 = constant <i32: 8> : tile<i32>
    %cst_1_i32_216 = constant <i32: 1> : tile<i32>
    %cst_8_i32_217 = constant <i32: 8> : tile<i32>
    %reshape_218 = reshape %53 : tile<8xf32> -> tile<1x8xf32>
    %cst_128_i32_219 = constant <i32: 128> : tile<i32>
    %cst_1_i32_220 = constant <i32: 1> : tile<i32>
    %cst_128_i32_221 = constant <i32: 128> : tile<i32>
    %cst_8_i32_222 = constant <i32: 8> : tile<i32>
    %bcast_223 = broadcast %reshape_200 : tile<128x1xf32> -> tile<128x8xf32>
    %cst_1_i32_224 = constant <i32: 1> : tile<i32>
    %cst_8_i32_225 = constant <i32: 8> : tile<i32>
    %cst_128_i32_226 = constant <i32: 128> : tile<i32>
    %cst_8_i32_227 = constant <i32: 8> : tile<i32>
    %bcast_228 = broadcast %reshape_218 : tile<1x8xf32> -> tile<128x8xf32>
    %54 = mulf %bcast_223, %bcast_228  : tile<128x8xf32>
    %55 = addf %50, %54  : tile<128x8xf32>
    %cst_128_i32_229 = constant <i32: 128> : tile<i32>
    %cst_128_i32_230 = constant <i32: 128> : tile<i32>
    %cst_1_i32_231 = constant <i32: 1> : tile<i32>
    %reshape_232 = reshape %28 : tile<128xf32> -> tile<128x1xf32>
    %cst_128_i32_233 = constant <i32: 128> : tile<i32>
    %cst_1_i32_234 = constant <i32: 1> : tile<i32>
    %cst_128_i32_235 = constant <i32: 128> : tile<i32>
    %cst_8_i32_236 = constant <i32: 8> : tile<i32>
    %bcast_237 = broadcast %reshape_232 : tile<128x1xf32> -> tile<128x8xf32>
    %56 = mulf %55, %bcast_237  : tile<128x8xf32>
    %reduce_238 = reduce %56 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %59 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %59 : tile<f32>
    }
    %cst_8_i32_239 = constant <i32: 8> : tile<i32>
    %cst_8_i32_240 = constant <i32: 8> : tile<i32>
    %reshape_241 = reshape %reduce_238 : tile<8xf32> -> tile<8xf32>
    %cst_8_i32_242 = constant <i32: 8> : tile<i32>
    %cst_1_i32_243 = constant <i32: 1> : tile<i32>
    %cst_1_i32_244 = constant <i32: 1> : tile<i32>
    %cst_1_i32_245 = constant <i32: 1> : tile<i32>
    %cst_8_i32_246 = constant <i32: 8> : tile<i32>
    %reshape_247 = reshape %reshape_241 : tile<8xf32> -> tile<1x1x1x8xf32>
    %cst_1_i32_248 = constant <i32: 1> : tile<i32>
    %cst_1_i32_249 = constant <i32: 1> : tile<i32>
    %cst_-1_i32_250 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_251 = constant <i32: -1> : tile<i32>
    %pview_252 = make_partition_view %tview_44 : partition_view<tile=(1x1x1x8), tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>
    %57 = store_view_tko weak %reshape_247, %pview_252[%8, %assume_107, %16, %assume_blockId_y_78] token = %3 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1x1x1x8xf32>, partition_view<tile=(1x1x1x8), tensor_view<1x1x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
    %58 = join_tokens %iterArg0, %57 : token
    continue %58, %58, %55 : token, token, tile<128x8xf32>
  }
  %cst_128_i32_94 = constant <i32: 128> : tile<i32>
  %cst_8_i32_95 = constant <i32: 8> : tile<i32>
  %cst_1_i32_96 = constant <i32: 1> : tile<i32>
  %cst_1_i32_97 = constant <i32: 1> : tile<i32>
  %cst_128_i32_98 = constant <i32: 128> : tile<i32>
  %cst_8_i32_99 = constant <i32: 8> : tile<i32>
  %reshape_100 = reshape %for#2 : tile<128x8xf32> -> tile<1x1x128x8xf32>
  %cst_1_i32_101 = constant <i32: 1> : tile<i32>
  %cst_-1_i32_102 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_103 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_104 = constant <i32: -1> : tile<i32>
  %pview_105 = make_partition_view %tview_70 : partition_view<tile=(1x1x128x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %cst_0_i32_106 = constant <i32: 0> : tile<i32>
  %19 = store_view_tko weak %reshape_100, %pview_105[%8, %16, %cst_0_i32_106, %assume_blockId_y_78] token = %5 : tile<1x1x128x8xf32>, partition_view<tile=(1x1x128x8), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
