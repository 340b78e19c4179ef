entry @_attention_decode_kernel_grouped_Kt2_A4f16_5s1_7v8l0_8t1_ai16_p16_A4f16_1s1_7v8l0_8t1_ei16_p16_A4f16_1s1_7v8l0_8t1_ei16_p16_A5f16_5s1_fv8l0_10t1_12i16_p16_A4f32_2i16_5s1_7v4l0_8t1_p16_Sf32_Si32_Si32_Si32_Si32_Si32_Si32_Si32_Si32_Si32_I128_I128_I128_I1_I8_I4(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<ptr<f32>>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<f32>, %arg48: tile<i32>, %arg49: tile<i32>, %arg50: tile<i32>, %arg51: tile<i32>, %arg52: tile<i32>, %arg53: tile<i32>, %arg54: tile<i32>, %arg55: tile<i32>, %arg56: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<16>, %arg12 : tile<i32>
  %assume_8 = assume div_by<16>, %arg13 : tile<i32>
  %assume_9 = assume div_by<8>, %arg14 : tile<i32>
  %assume_10 = assume div_by<8>, %arg15 : tile<i32>
  %assume_11 = assume div_by<8>, %arg16 : tile<i32>
  %assume_12 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %assume_13 = assume div_by<16>, %arg20 : tile<i32>
  %assume_14 = assume div_by<16>, %arg21 : tile<i32>
  %assume_15 = assume div_by<16>, %arg22 : tile<i32>
  %assume_16 = assume div_by<8>, %arg23 : tile<i32>
  %assume_17 = assume div_by<8>, %arg24 : tile<i32>
  %assume_18 = assume div_by<8>, %arg25 : tile<i32>
  %assume_19 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %assume_20 = assume div_by<16>, %arg29 : tile<i32>
  %assume_21 = assume div_by<16>, %arg32 : tile<i32>
  %assume_22 = assume div_by<8>, %arg33 : tile<i32>
  %assume_23 = assume div_by<8>, %arg34 : tile<i32>
  %assume_24 = assume div_by<8>, %arg35 : tile<i32>
  %assume_25 = assume div_by<8>, %arg36 : tile<i32>
  %assume_26 = assume div_by<16>, %arg38 : tile<ptr<f32>>
  %assume_27 = assume div_by<16>, %arg40 : tile<i32>
  %assume_28 = assume div_by<4>, %arg43 : tile<i32>
  %assume_29 = assume div_by<4>, %arg44 : tile<i32>
  %assume_30 = assume div_by<4>, %arg45 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<8x128xi64>
  %cst_1_i64_37 = constant <i64: 1> : tile<8x128xi64>
  %cst_1_i64_38 = constant <i64: 1> : tile<8x128xi64>
  %cst_1_i64_39 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_40 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_41 = constant <i64: 1> : tile<8xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_45 : tile<i32>
  %assume_assume_assume_assume_50 = assume div_by<8>, %assume_assume_assume_49 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, 1, %assume_assume_assume_43], strides = [%assume_assume_assume_assume, %assume_assume_assume_47, %assume_assume_assume_assume_50, 1] : tile<i32> -> tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>
  %assume_assume_51 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_52 = assume div_by<16>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_60 = assume div_by<8>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_62 = assume div_by<8>, %assume_assume_61 : tile<i32>
  %assume_assume_assume_assume_63 = assume div_by<8>, %assume_assume_assume_58 : tile<i32>
  %tview_64 = make_tensor_view %assume_5, shape = [1, %assume_assume_assume_52, %assume_assume_assume_54, %assume_assume_assume_56], strides = [%assume_assume_assume_assume_63, %assume_assume_assume_60, %assume_assume_assume_62, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_assume_65 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_66 = assume div_by<16>, %assume_assume_65 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_68 = assume div_by<16>, %assume_assume_67 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_70 = assume div_by<16>, %assume_assume_69 : tile<i32>
  %assume_assume_71 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_72 = assume div_by<8>, %assume_assume_71 : tile<i32>
  %assume_assume_73 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_74 = assume div_by<8>, %assume_assume_73 : tile<i32>
  %assume_assume_75 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_76 = assume div_by<8>, %assume_assume_75 : tile<i32>
  %assume_assume_assume_assume_77 = assume div_by<8>, %assume_assume_assume_72 : tile<i32>
  %tview_78 = make_tensor_view %assume_12, shape = [1, %assume_assume_assume_66, %assume_assume_assume_68, %assume_assume_assume_70], strides = [%assume_assume_assume_assume_77, %assume_assume_assume_74, %assume_assume_assume_76, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_assume_79 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_80 = assume bounded<0, ?>, %arg31 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_82 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_84 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_85 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_86 = assume bounded<0, ?>, %assume_27 : tile<i32>
  %assume_87 = assume bounded<0, ?>, %arg42 : tile<i32>
  %assume_assume_88 = assume bounded<0, ?>, %assume_28 : tile<i32>
  %assume_assume_89 = assume bounded<0, ?>, %assume_29 : tile<i32>
  %assume_assume_90 = assume bounded<0, ?>, %assume_30 : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_91 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_92, %blockId_y_93, %blockId_z_94 = get_tile_block_id : tile<i32>
  %blockId_x_95, %blockId_y_96, %blockId_z_97 = get_tile_block_id : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %1 = mulf %arg47, %cst_f32  : tile<f32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_98 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x8x128), tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_93, %cst_0_i32, %cst_0_i32_98] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x8x128), tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x8x128xf16>, token
  %reshape = reshape %tile : tile<1x1x8x128xf16> -> tile<8x128xf16>
  %2 = permute %reshape [1, 0] : tile<8x128xf16> -> tile<128x8xf16>
  %3 = muli %blockId_z_97, %cst_128_i32_91 : tile<i32>
  %4 = addi %3, %cst_128_i32_91 : tile<i32>
  %5 = mini %4, %arg56 signed : tile<i32>
  %cst_f32_99 = constant <f32: 0xFF800000> : tile<8xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x8xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x8xf32>
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %6 = divi %3, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %7 = iota : tile<128xi32>
  %8 = cmpi greater_than %5, %3, signed : tile<i32> -> tile<i1>
  %9:3 = if %8 -> (tile<128x8xf32>, tile<128x8xf32>, tile<8xf32>) {
    %cst_0_i32_146 = constant <i32: 0> : tile<i32>
    %cst_1_i32_147 = constant <i32: 1> : tile<i32>
    %cst_0_i32_148 = constant <i32: 0> : tile<i32>
    %pview_149 = make_partition_view %tview_64 : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_f32_150 = constant <f32: 0.000000e+00> : tile<128x8xf32>
    %reshape_151 = reshape %1 : tile<f32> -> tile<1x1xf32>
    %bcast_152 = broadcast %reshape_151 : tile<1x1xf32> -> tile<128x8xf32>
    %cst_0_i32_153 = constant <i32: 0> : tile<i32>
    %pview_154 = make_partition_view %tview_78 : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
    %for:3 = for %loopIdx in (%cst_0_i32_146 to %cst_1_i32_100, step %cst_1_i32_147) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_1_f32, %iterArg2 = %cst_f32_99) -> (tile<128x8xf32>, tile<128x8xf32>, tile<8xf32>) {
      %75 = addi %6, %loopIdx : tile<i32>
      %76 = muli %75, %cst_128_i32 : tile<i32>
      %tile_155, %result_token_156 = load_view_tko weak %pview_149[%blockId_x, %blockId_y_93, %75, %cst_0_i32_148] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
      %reshape_157 = reshape %tile_155 : tile<1x1x128x128xf16> -> tile<128x128xf16>
      %77 = mmaf %reshape_157, %2, %cst_0_f32_150 : tile<128x128xf16>, tile<128x8xf16>, tile<128x8xf32>
      %78 = addi %76, %cst_128_i32 : tile<i32>
      %79 = cmpi greater_than %78, %arg56, signed : tile<i32> -> tile<i1>
      %80 = if %79 -> (tile<128x8xf32>) {
        %reshape_168 = reshape %7 : tile<128xi32> -> tile<128x1xi32>
        %reshape_169 = reshape %76 : tile<i32> -> tile<1x1xi32>
        %bcast_170 = broadcast %reshape_169 : tile<1x1xi32> -> tile<128x1xi32>
        %92 = addi %bcast_170, %reshape_168 : tile<128x1xi32>
        %reshape_171 = reshape %arg56 : tile<i32> -> tile<1x1xi32>
        %bcast_172 = broadcast %reshape_171 : tile<1x1xi32> -> tile<128x1xi32>
        %93 = cmpi less_than %92, %bcast_172, signed : tile<128x1xi32> -> tile<128x1xi1>
        %cst_f32_173 = constant <f32: -1.000000e+06> : tile<f32>
        %bcast_174 = broadcast %93 : tile<128x1xi1> -> tile<128x8xi1>
        %reshape_175 = reshape %cst_f32_173 : tile<f32> -> tile<1x1xf32>
        %bcast_176 = broadcast %reshape_175 : tile<1x1xf32> -> tile<128x8xf32>
        %94 = select %bcast_174, %77, %bcast_176 : tile<128x8xi1>, tile<128x8xf32>
        yield %94 : tile<128x8xf32>
      } else {
        yield %77 : tile<128x8xf32>
      }
      %81 = mulf %80, %bcast_152  : tile<128x8xf32>
      %reduce_158 = reduce %81 dim=0 identities=[0xFF800000 : f32] : tile<128x8xf32> -> tile<8xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %92 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %92 : tile<f32>
      }
      %82 = maxf %iterArg2, %reduce_158 : tile<8xf32>
      %reshape_159 = reshape %82 : tile<8xf32> -> tile<1x8xf32>
      %bcast_160 = broadcast %reshape_159 : tile<1x8xf32> -> tile<128x8xf32>
      %83 = subf %81, %bcast_160  : tile<128x8xf32>
      %84 = exp2 %83 : tile<128x8xf32>
      %85 = subf %iterArg2, %82  : tile<8xf32>
      %86 = exp2 %85 : tile<8xf32>
      %reshape_161 = reshape %86 : tile<8xf32> -> tile<1x8xf32>
      %bcast_162 = broadcast %reshape_161 : tile<1x8xf32> -> tile<128x8xf32>
      %87 = fma %iterArg1, %bcast_162, %84  : tile<128x8xf32>
      %reshape_163 = reshape %86 : tile<8xf32> -> tile<1x8xf32>
      %bcast_164 = broadcast %reshape_163 : tile<1x8xf32> -> tile<128x8xf32>
      %88 = mulf %iterArg0, %bcast_164  : tile<128x8xf32>
      %tile_165, %result_token_166 = load_view_tko weak %pview_154[%blockId_x, %blockId_y_93, %75, %cst_0_i32_153] token = %0 optimization_hints = <default = {}> : partition_view<tile=(1x1x128x128), padding_value = zero, tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
      %reshape_167 = reshape %tile_165 : tile<1x1x128x128xf16> -> tile<128x128xf16>
      %89 = permute %reshape_167 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
      %90 = ftof %84  : tile<128x8xf32> -> tile<128x8xf16>
      %91 = mmaf %89, %90, %88 : tile<128x128xf16>, tile<128x8xf16>, tile<128x8xf32>
      continue %91, %87, %82 : tile<128x8xf32>, tile<128x8xf32>, tile<8xf32>
    }
    yield %for#0, %for#1, %for#2 : tile<128x8xf32>, tile<128x8xf32>, tile<8xf32>
  } else {
    yield %cst_0_f32, %cst_1_f32, %cst_f32_99 : tile<128x8xf32>, tile<128x8xf32>, tile<8xf32>
  }
  %reduce = reduce %9#1 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %75 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %75 : tile<f32>
  }
  %reshape_101 = reshape %reduce : tile<8xf32> -> tile<1x8xf32>
  %bcast = broadcast %reshape_101 : tile<1x8xf32> -> tile<128x8xf32>
  %10 = divf %9#0, %bcast rounding<approx> flush_to_zero : tile<128x8xf32>
  %11 = permute %10 [1, 0] : tile<128x8xf32> -> tile<8x128xf32>
  %12 = ftof %11  : tile<8x128xf32> -> tile<8x128xf16>
  %13 = log2 %reduce : tile<8xf32>
  %14 = addf %9#2, %13  : tile<8xf32>
  %15 = iota : tile<8xi32>
  %reshape_102 = reshape %15 : tile<8xi32> -> tile<8x1xi32>
  %16 = iota : tile<128xi32>
  %reshape_103 = reshape %16 : tile<128xi32> -> tile<1x128xi32>
  %17 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_104 = reshape %17 : tile<i64> -> tile<1x1xi64>
  %bcast_105 = broadcast %reshape_104 : tile<1x1xi64> -> tile<8x128xi64>
  %18 = cmpi less_than %bcast_105, %cst_1_i64, unsigned : tile<8x128xi64> -> tile<8x128xi1>
  %19 = exti %assume_assume_82 signed : tile<i32> -> tile<i64>
  %reshape_106 = reshape %19 : tile<i64> -> tile<1x1xi64>
  %bcast_107 = broadcast %reshape_106 : tile<1x1xi64> -> tile<8x128xi64>
  %20 = muli %bcast_105, %bcast_107 : tile<8x128xi64>
  %21 = exti %blockId_y_93 signed : tile<i32> -> tile<i64>
  %reshape_108 = reshape %21 : tile<i64> -> tile<1x1xi64>
  %bcast_109 = broadcast %reshape_108 : tile<1x1xi64> -> tile<8x128xi64>
  %22 = exti %assume_assume_79 signed : tile<i32> -> tile<i64>
  %reshape_110 = reshape %22 : tile<i64> -> tile<1x1xi64>
  %bcast_111 = broadcast %reshape_110 : tile<1x1xi64> -> tile<8x128xi64>
  %23 = cmpi less_than %bcast_109, %bcast_111, unsigned : tile<8x128xi64> -> tile<8x128xi1>
  %24 = andi %18, %23 : tile<8x128xi1>
  %25 = exti %assume_assume_83 signed : tile<i32> -> tile<i64>
  %reshape_112 = reshape %25 : tile<i64> -> tile<1x1xi64>
  %bcast_113 = broadcast %reshape_112 : tile<1x1xi64> -> tile<8x128xi64>
  %26 = muli %bcast_109, %bcast_113 : tile<8x128xi64>
  %27 = addi %20, %26 : tile<8x128xi64>
  %28 = exti %reshape_102 signed : tile<8x1xi32> -> tile<8x1xi64>
  %bcast_114 = broadcast %28 : tile<8x1xi64> -> tile<8x128xi64>
  %29 = cmpi less_than %bcast_114, %cst_1_i64_37, unsigned : tile<8x128xi64> -> tile<8x128xi1>
  %30 = andi %24, %29 : tile<8x128xi1>
  %31 = exti %assume_assume_84 signed : tile<i32> -> tile<i64>
  %reshape_115 = reshape %31 : tile<i64> -> tile<1x1xi64>
  %bcast_116 = broadcast %reshape_115 : tile<1x1xi64> -> tile<8x128xi64>
  %32 = muli %bcast_114, %bcast_116 : tile<8x128xi64>
  %33 = addi %27, %32 : tile<8x128xi64>
  %34 = exti %blockId_z_97 signed : tile<i32> -> tile<i64>
  %reshape_117 = reshape %34 : tile<i64> -> tile<1x1xi64>
  %bcast_118 = broadcast %reshape_117 : tile<1x1xi64> -> tile<8x128xi64>
  %35 = exti %assume_80 signed : tile<i32> -> tile<i64>
  %reshape_119 = reshape %35 : tile<i64> -> tile<1x1xi64>
  %bcast_120 = broadcast %reshape_119 : tile<1x1xi64> -> tile<8x128xi64>
  %36 = cmpi less_than %bcast_118, %bcast_120, unsigned : tile<8x128xi64> -> tile<8x128xi1>
  %37 = andi %30, %36 : tile<8x128xi1>
  %38 = exti %assume_assume_85 signed : tile<i32> -> tile<i64>
  %reshape_121 = reshape %38 : tile<i64> -> tile<1x1xi64>
  %bcast_122 = broadcast %reshape_121 : tile<1x1xi64> -> tile<8x128xi64>
  %39 = muli %bcast_118, %bcast_122 : tile<8x128xi64>
  %40 = addi %33, %39 : tile<8x128xi64>
  %41 = exti %reshape_103 signed : tile<1x128xi32> -> tile<1x128xi64>
  %bcast_123 = broadcast %41 : tile<1x128xi64> -> tile<8x128xi64>
  %42 = exti %assume_assume_81 signed : tile<i32> -> tile<i64>
  %reshape_124 = reshape %42 : tile<i64> -> tile<1x1xi64>
  %bcast_125 = broadcast %reshape_124 : tile<1x1xi64> -> tile<8x128xi64>
  %43 = cmpi less_than %bcast_123, %bcast_125, unsigned : tile<8x128xi64> -> tile<8x128xi1>
  %44 = andi %37, %43 : tile<8x128xi1>
  %45 = muli %bcast_123, %cst_1_i64_38 : tile<8x128xi64>
  %46 = addi %40, %45 : tile<8x128xi64>
  %reshape_126 = reshape %assume_19 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_127 = broadcast %reshape_126 : tile<1x1xptr<f16>> -> tile<8x128xptr<f16>>
  %47 = offset %bcast_127, %46 : tile<8x128xptr<f16>>, tile<8x128xi64> -> tile<8x128xptr<f16>>
  %48 = store_ptr_tko weak %47, %12, %44 token=%0 optimization_hints = <default = {latency = 1}> : tile<8x128xptr<f16>>, tile<8x128xf16>, tile<8x128xi1> -> token
  %49 = iota : tile<8xi32>
  %50 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_128 = reshape %50 : tile<i64> -> tile<1xi64>
  %bcast_129 = broadcast %reshape_128 : tile<1xi64> -> tile<8xi64>
  %51 = cmpi less_than %bcast_129, %cst_1_i64_39, unsigned : tile<8xi64> -> tile<8xi1>
  %52 = exti %assume_assume_88 signed : tile<i32> -> tile<i64>
  %reshape_130 = reshape %52 : tile<i64> -> tile<1xi64>
  %bcast_131 = broadcast %reshape_130 : tile<1xi64> -> tile<8xi64>
  %53 = muli %bcast_129, %bcast_131 : tile<8xi64>
  %54 = exti %blockId_y_93 signed : tile<i32> -> tile<i64>
  %reshape_132 = reshape %54 : tile<i64> -> tile<1xi64>
  %bcast_133 = broadcast %reshape_132 : tile<1xi64> -> tile<8xi64>
  %55 = exti %assume_assume_86 signed : tile<i32> -> tile<i64>
  %reshape_134 = reshape %55 : tile<i64> -> tile<1xi64>
  %bcast_135 = broadcast %reshape_134 : tile<1xi64> -> tile<8xi64>
  %56 = cmpi less_than %bcast_133, %bcast_135, unsigned : tile<8xi64> -> tile<8xi1>
  %57 = andi %51, %56 : tile<8xi1>
  %58 = exti %assume_assume_89 signed : tile<i32> -> tile<i64>
  %reshape_136 = reshape %58 : tile<i64> -> tile<1xi64>
  %bcast_137 = broadcast %reshape_136 : tile<1xi64> -> tile<8xi64>
  %59 = muli %bcast_133, %bcast_137 : tile<8xi64>
  %60 = addi %53, %59 : tile<8xi64>
  %61 = exti %49 signed : tile<8xi32> -> tile<8xi64>
  %62 = cmpi less_than %61, %cst_1_i64_40, unsigned : tile<8xi64> -> tile<8xi1>
  %63 = andi %57, %62 : tile<8xi1>
  %64 = exti %assume_assume_90 signed : tile<i32> -> tile<i64>
  %reshape_138 = reshape %64 : tile<i64> -> tile<1xi64>
  %bcast_139 = broadcast %reshape_138 : tile<1xi64> -> tile<8xi64>
  %65 = muli %61, %bcast_139 : tile<8xi64>
  %66 = addi %60, %65 : tile<8xi64>
  %67 = exti %blockId_z_97 signed : tile<i32> -> tile<i64>
  %reshape_140 = reshape %67 : tile<i64> -> tile<1xi64>
  %bcast_141 = broadcast %reshape_140 : tile<1xi64> -> tile<8xi64>
  %68 = exti %assume_87 signed : tile<i32> -> tile<i64>
  %reshape_142 = reshape %68 : tile<i64> -> tile<1xi64>
  %bcast_143 = broadcast %reshape_142 : tile<1xi64> -> tile<8xi64>
  %69 = cmpi less_than %bcast_141, %bcast_143, unsigned : tile<8xi64> -> tile<8xi1>
  %70 = andi %63, %69 : tile<8xi1>
  %71 = muli %bcast_141, %cst_1_i64_41 : tile<8xi64>
  %72 = addi %66, %71 : tile<8xi64>
  %reshape_144 = reshape %assume_26 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_145 = broadcast %reshape_144 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %73 = offset %bcast_145, %72 : tile<8xptr<f32>>, tile<8xi64> -> tile<8xptr<f32>>
  %74 = store_ptr_tko weak %73, %14, %70 token=%0 optimization_hints = <default = {latency = 1}> : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
  return
}
