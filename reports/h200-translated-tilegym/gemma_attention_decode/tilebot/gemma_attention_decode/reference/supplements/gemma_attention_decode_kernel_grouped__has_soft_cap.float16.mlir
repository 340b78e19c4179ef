entry @_gemma_attention_decode_kernel_grouped_Kt2_A4f16_5s1_7v8l0_8i16t1_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_A5f16_ds1_fv8l0_10i16t1_p16_A4f32_1v4l0_ds1_et1_p16_Sf32_I1_I8_I8_I128_I128_I64_I128_I1_I8_I1_I0_F4024000000000000_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<ptr<f32>>, %arg39: tile<i32>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<i32>, %arg43: tile<i32>, %arg44: tile<i32>, %arg45: tile<i32>, %arg46: tile<i32>, %arg47: tile<f32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<8>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %assume_5 = assume div_by<16>, %arg12 : tile<i32>
  %assume_6 = assume div_by<16>, %arg13 : tile<i32>
  %assume_7 = assume div_by<8>, %arg14 : tile<i32>
  %assume_8 = assume div_by<8>, %arg15 : tile<i32>
  %assume_9 = assume div_by<8>, %arg16 : tile<i32>
  %assume_10 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %assume_11 = assume div_by<16>, %arg21 : tile<i32>
  %assume_12 = assume div_by<16>, %arg22 : tile<i32>
  %assume_13 = assume div_by<8>, %arg23 : tile<i32>
  %assume_14 = assume div_by<8>, %arg24 : tile<i32>
  %assume_15 = assume div_by<8>, %arg25 : tile<i32>
  %assume_16 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %assume_17 = assume div_by<16>, %arg32 : tile<i32>
  %assume_18 = assume div_by<8>, %arg33 : tile<i32>
  %assume_19 = assume div_by<8>, %arg34 : tile<i32>
  %assume_20 = assume div_by<8>, %arg35 : tile<i32>
  %assume_21 = assume div_by<8>, %arg36 : tile<i32>
  %assume_22 = assume div_by<16>, %arg38 : tile<ptr<f32>>
  %assume_23 = assume div_by<4>, %arg43 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<128xi32>
  %cst_1_i64 = constant <i64: 1> : tile<8x64xi64>
  %cst_1_i64_30 = constant <i64: 1> : tile<8x64xi64>
  %cst_1_i64_31 = constant <i64: 1> : tile<8x64xi64>
  %cst_1_i64_32 = constant <i64: 1> : tile<8x64xi64>
  %cst_1_i64_33 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_34 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_35 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_36 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_37 = constant <i64: 1> : tile<8xi64>
  %cst_1_i64_38 = constant <i64: 1> : tile<8xi64>
  %assume_39 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_41 : tile<i32>
  %assume_assume_assume_assume_46 = assume div_by<8>, %assume_assume_assume_45 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_39, 1, %assume_assume_assume], strides = [%assume_assume_assume_assume, %assume_assume_assume_43, %assume_assume_assume_assume_46, 1] : tile<i32> -> tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>
  %assume_47 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_49 = assume div_by<16>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_51 = assume div_by<16>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_53 = assume div_by<8>, %assume_assume_52 : tile<i32>
  %assume_assume_54 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_55 = assume div_by<8>, %assume_assume_54 : tile<i32>
  %assume_assume_56 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_57 = assume div_by<8>, %assume_assume_56 : tile<i32>
  %assume_assume_assume_assume_58 = assume div_by<8>, %assume_assume_assume_53 : tile<i32>
  %tview_59 = make_tensor_view %assume_4, shape = [1, %assume_47, %assume_assume_assume_49, %assume_assume_assume_51], strides = [%assume_assume_assume_assume_58, %assume_assume_assume_55, %assume_assume_assume_57, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_60 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_62 = assume div_by<16>, %assume_assume_61 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_64 = assume div_by<16>, %assume_assume_63 : tile<i32>
  %assume_assume_65 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_66 = assume div_by<8>, %assume_assume_65 : tile<i32>
  %assume_assume_67 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_68 = assume div_by<8>, %assume_assume_67 : tile<i32>
  %assume_assume_69 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_70 = assume div_by<8>, %assume_assume_69 : tile<i32>
  %assume_assume_assume_assume_71 = assume div_by<8>, %assume_assume_assume_66 : tile<i32>
  %tview_72 = make_tensor_view %assume_10, shape = [1, %assume_60, %assume_assume_assume_62, %assume_assume_assume_64], strides = [%assume_assume_assume_assume_71, %assume_assume_assume_68, %assume_assume_assume_70, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_73 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_75 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_77 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_79 = assume bounded<0, ?>, %arg40 : tile<i32>
  %assume_assume_80 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %cst_128_i32_81 = constant <i32: 128> : tile<i32>
  %cst_128_i32_82 = constant <i32: 128> : tile<i32>
  %cst_128_i32_83 = constant <i32: 128> : tile<i32>
  %cst_10_f32 = constant <f32: 1.000000e+01> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_84, %blockId_y_85, %blockId_z_86 = get_tile_block_id : tile<i32>
  %blockId_x_87, %blockId_y_88, %blockId_z_89 = get_tile_block_id : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %1 = mulf %arg47, %cst_f32  : tile<f32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_0_i32_90 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x8x64), tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%blockId_x, %blockId_y_85, %cst_0_i32, %cst_0_i32_90] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x8x64), tensor_view<1x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x8x64xf16>, token
  %reshape = reshape %tile : tile<1x1x8x64xf16> -> tile<8x64xf16>
  %2 = permute %reshape [1, 0] : tile<8x64xf16> -> tile<64x8xf16>
  %3 = muli %blockId_z_89, %cst_128_i32_82 : tile<i32>
  %4 = addi %3, %cst_128_i32_82 : tile<i32>
  %5 = mini %4, %cst_128_i32_81 signed : tile<i32>
  %cst_f32_91 = constant <f32: 0xFF800000> : tile<8xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128x8xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x8xf32>
  %6 = cmpi greater_than %5, %3, signed : tile<i32> -> tile<i1>
  %7:3 = if %6 -> (tile<64x8xf32>, tile<128x8xf32>, tile<8xf32>) {
    %71 = divi %3, %cst_128_i32_83 signed rounding<negative_inf> : tile<i32>
    %72 = iota : tile<128xi32>
    %73 = addi %3, %cst_128_i32_82 : tile<i32>
    %cst_0_i32_129 = constant <i32: 0> : tile<i32>
    %pview_130 = make_partition_view %tview_59 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_0_f32_131 = constant <f32: 0.000000e+00> : tile<128x8xf32>
    %cst_f32_132 = constant <f32: 0.693147182> : tile<f32>
    %74 = mulf %1, %cst_f32_132  : tile<f32>
    %reshape_133 = reshape %74 : tile<f32> -> tile<1x1xf32>
    %bcast_134 = broadcast %reshape_133 : tile<1x1xf32> -> tile<128x8xf32>
    %reshape_135 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
    %bcast_136 = broadcast %reshape_135 : tile<1x1xf32> -> tile<128x8xf32>
    %reshape_137 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
    %bcast_138 = broadcast %reshape_137 : tile<1x1xf32> -> tile<128x8xf32>
    %cst_f32_139 = constant <f32: -1.000000e+06> : tile<f32>
    %reshape_140 = reshape %cst_f32_139 : tile<f32> -> tile<1x1xf32>
    %bcast_141 = broadcast %reshape_140 : tile<1x1xf32> -> tile<128x8xf32>
    %cst_f32_142 = constant <f32: 1.44269502> : tile<f32>
    %reshape_143 = reshape %cst_f32_142 : tile<f32> -> tile<1xf32>
    %bcast_144 = broadcast %reshape_143 : tile<1xf32> -> tile<8xf32>
    %cst_f32_145 = constant <f32: 1.44269502> : tile<f32>
    %reshape_146 = reshape %cst_f32_145 : tile<f32> -> tile<1x1xf32>
    %bcast_147 = broadcast %reshape_146 : tile<1x1xf32> -> tile<128x8xf32>
    %cst_0_i32_148 = constant <i32: 0> : tile<i32>
    %pview_149 = make_partition_view %tview_72 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
    %cst_1_i32_150 = constant <i32: 1> : tile<i32>
    %for:4 = for %loopIdx in (%3 to %73, step %cst_128_i32_83) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %71, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_91) -> (tile<64x8xf32>, tile<i32>, tile<128x8xf32>, tile<8xf32>) {
      %tile_151, %result_token_152 = load_view_tko weak %pview_130[%blockId_x, %blockId_y_85, %iterArg1, %cst_0_i32_129] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
      %reshape_153 = reshape %tile_151 : tile<1x1x128x64xf16> -> tile<128x64xf16>
      %75 = mmaf %reshape_153, %2, %cst_0_f32_131 : tile<128x64xf16>, tile<64x8xf16>, tile<128x8xf32>
      %76 = mulf %75, %bcast_134  : tile<128x8xf32>
      %77 = divf %76, %bcast_136 rounding<approx> flush_to_zero : tile<128x8xf32>
      %78 = tanh %77 rounding<approx> : tile<128x8xf32>
      %79 = mulf %78, %bcast_138  : tile<128x8xf32>
      %reshape_154 = reshape %loopIdx : tile<i32> -> tile<1xi32>
      %bcast_155 = broadcast %reshape_154 : tile<1xi32> -> tile<128xi32>
      %80 = addi %bcast_155, %72 : tile<128xi32>
      %81 = cmpi less_than %80, %cst_128_i32, signed : tile<128xi32> -> tile<128xi1>
      %reshape_156 = reshape %81 : tile<128xi1> -> tile<128x1xi1>
      %bcast_157 = broadcast %reshape_156 : tile<128x1xi1> -> tile<128x8xi1>
      %82 = select %bcast_157, %79, %bcast_141 : tile<128x8xi1>, tile<128x8xf32>
      %reduce_158 = reduce %82 dim=0 identities=[0xFF800000 : f32] : tile<128x8xf32> -> tile<8xf32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %96 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %96 : tile<f32>
      }
      %83 = mulf %reduce_158, %bcast_144  : tile<8xf32>
      %84 = maxf %iterArg3, %83 : tile<8xf32>
      %reshape_159 = reshape %84 : tile<8xf32> -> tile<1x8xf32>
      %bcast_160 = broadcast %reshape_159 : tile<1x8xf32> -> tile<128x8xf32>
      %85 = negf %bcast_160 : tile<128x8xf32>
      %86 = fma %82, %bcast_147, %85  : tile<128x8xf32>
      %87 = subf %iterArg3, %84  : tile<8xf32>
      %88 = exp2 %87 flush_to_zero : tile<8xf32>
      %89 = exp2 %86 flush_to_zero : tile<128x8xf32>
      %reshape_161 = reshape %88 : tile<8xf32> -> tile<1x8xf32>
      %bcast_162 = broadcast %reshape_161 : tile<1x8xf32> -> tile<128x8xf32>
      %90 = fma %iterArg2, %bcast_162, %89  : tile<128x8xf32>
      %reshape_163 = reshape %88 : tile<8xf32> -> tile<1x8xf32>
      %bcast_164 = broadcast %reshape_163 : tile<1x8xf32> -> tile<64x8xf32>
      %91 = mulf %iterArg0, %bcast_164  : tile<64x8xf32>
      %tile_165, %result_token_166 = load_view_tko weak %pview_149[%blockId_x, %blockId_y_85, %iterArg1, %cst_0_i32_148] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
      %reshape_167 = reshape %tile_165 : tile<1x1x128x64xf16> -> tile<128x64xf16>
      %92 = permute %reshape_167 [1, 0] : tile<128x64xf16> -> tile<64x128xf16>
      %93 = ftof %89  : tile<128x8xf32> -> tile<128x8xf16>
      %94 = mmaf %92, %93, %91 : tile<64x128xf16>, tile<128x8xf16>, tile<64x8xf32>
      %95 = addi %iterArg1, %cst_1_i32_150 : tile<i32>
      continue %94, %95, %90, %84 : tile<64x8xf32>, tile<i32>, tile<128x8xf32>, tile<8xf32>
    }
    yield %for#0, %for#2, %for#3 : tile<64x8xf32>, tile<128x8xf32>, tile<8xf32>
  } else {
    yield %cst_0_f32, %cst_1_f32, %cst_f32_91 : tile<64x8xf32>, tile<128x8xf32>, tile<8xf32>
  }
  %reduce = reduce %7#1 dim=0 identities=[0.000000e+00 : f32] : tile<128x8xf32> -> tile<8xf32> 
  (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
    %71 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
    yield %71 : tile<f32>
  }
  %reshape_92 = reshape %reduce : tile<8xf32> -> tile<1x8xf32>
  %bcast = broadcast %reshape_92 : tile<1x8xf32> -> tile<64x8xf32>
  %8 = divf %7#0, %bcast rounding<approx> flush_to_zero : tile<64x8xf32>
  %9 = permute %8 [1, 0] : tile<64x8xf32> -> tile<8x64xf32>
  %10 = ftof %9  : tile<8x64xf32> -> tile<8x64xf16>
  %11 = log2 %reduce : tile<8xf32>
  %12 = ftof %11  : tile<8xf32> -> tile<8xf16>
  %13 = ftof %12  : tile<8xf16> -> tile<8xf32>
  %14 = addf %7#2, %13  : tile<8xf32>
  %15 = iota : tile<8xi32>
  %reshape_93 = reshape %15 : tile<8xi32> -> tile<8x1xi32>
  %16 = iota : tile<64xi32>
  %reshape_94 = reshape %16 : tile<64xi32> -> tile<1x64xi32>
  %17 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_95 = reshape %17 : tile<i64> -> tile<1x1xi64>
  %bcast_96 = broadcast %reshape_95 : tile<1x1xi64> -> tile<8x64xi64>
  %18 = cmpi less_than %bcast_96, %cst_1_i64, unsigned : tile<8x64xi64> -> tile<8x64xi1>
  %19 = exti %assume_assume_75 signed : tile<i32> -> tile<i64>
  %reshape_97 = reshape %19 : tile<i64> -> tile<1x1xi64>
  %bcast_98 = broadcast %reshape_97 : tile<1x1xi64> -> tile<8x64xi64>
  %20 = muli %bcast_96, %bcast_98 : tile<8x64xi64>
  %21 = exti %blockId_y_85 signed : tile<i32> -> tile<i64>
  %reshape_99 = reshape %21 : tile<i64> -> tile<1x1xi64>
  %bcast_100 = broadcast %reshape_99 : tile<1x1xi64> -> tile<8x64xi64>
  %22 = exti %assume_73 signed : tile<i32> -> tile<i64>
  %reshape_101 = reshape %22 : tile<i64> -> tile<1x1xi64>
  %bcast_102 = broadcast %reshape_101 : tile<1x1xi64> -> tile<8x64xi64>
  %23 = cmpi less_than %bcast_100, %bcast_102, unsigned : tile<8x64xi64> -> tile<8x64xi1>
  %24 = andi %18, %23 : tile<8x64xi1>
  %25 = exti %assume_assume_76 signed : tile<i32> -> tile<i64>
  %reshape_103 = reshape %25 : tile<i64> -> tile<1x1xi64>
  %bcast_104 = broadcast %reshape_103 : tile<1x1xi64> -> tile<8x64xi64>
  %26 = muli %bcast_100, %bcast_104 : tile<8x64xi64>
  %27 = addi %20, %26 : tile<8x64xi64>
  %28 = exti %reshape_93 signed : tile<8x1xi32> -> tile<8x1xi64>
  %bcast_105 = broadcast %28 : tile<8x1xi64> -> tile<8x64xi64>
  %29 = cmpi less_than %bcast_105, %cst_1_i64_30, unsigned : tile<8x64xi64> -> tile<8x64xi1>
  %30 = andi %24, %29 : tile<8x64xi1>
  %31 = exti %assume_assume_77 signed : tile<i32> -> tile<i64>
  %reshape_106 = reshape %31 : tile<i64> -> tile<1x1xi64>
  %bcast_107 = broadcast %reshape_106 : tile<1x1xi64> -> tile<8x64xi64>
  %32 = muli %bcast_105, %bcast_107 : tile<8x64xi64>
  %33 = addi %27, %32 : tile<8x64xi64>
  %34 = exti %blockId_z_89 signed : tile<i32> -> tile<i64>
  %reshape_108 = reshape %34 : tile<i64> -> tile<1x1xi64>
  %bcast_109 = broadcast %reshape_108 : tile<1x1xi64> -> tile<8x64xi64>
  %35 = cmpi less_than %bcast_109, %cst_1_i64_31, unsigned : tile<8x64xi64> -> tile<8x64xi1>
  %36 = andi %30, %35 : tile<8x64xi1>
  %37 = exti %assume_assume_78 signed : tile<i32> -> tile<i64>
  %reshape_110 = reshape %37 : tile<i64> -> tile<1x1xi64>
  %bcast_111 = broadcast %reshape_110 : tile<1x1xi64> -> tile<8x64xi64>
  %38 = muli %bcast_109, %bcast_111 : tile<8x64xi64>
  %39 = addi %33, %38 : tile<8x64xi64>
  %40 = exti %reshape_94 signed : tile<1x64xi32> -> tile<1x64xi64>
  %bcast_112 = broadcast %40 : tile<1x64xi64> -> tile<8x64xi64>
  %41 = exti %assume_assume_74 signed : tile<i32> -> tile<i64>
  %reshape_113 = reshape %41 : tile<i64> -> tile<1x1xi64>
  %bcast_114 = broadcast %reshape_113 : tile<1x1xi64> -> tile<8x64xi64>
  %42 = cmpi less_than %bcast_112, %bcast_114, unsigned : tile<8x64xi64> -> tile<8x64xi1>
  %43 = andi %36, %42 : tile<8x64xi1>
  %44 = muli %bcast_112, %cst_1_i64_32 : tile<8x64xi64>
  %45 = addi %39, %44 : tile<8x64xi64>
  %reshape_115 = reshape %assume_16 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
  %bcast_116 = broadcast %reshape_115 : tile<1x1xptr<f16>> -> tile<8x64xptr<f16>>
  %46 = offset %bcast_116, %45 : tile<8x64xptr<f16>>, tile<8x64xi64> -> tile<8x64xptr<f16>>
  %47 = store_ptr_tko weak %46, %10, %43 token=%0 optimization_hints = <default = {latency = 1}> : tile<8x64xptr<f16>>, tile<8x64xf16>, tile<8x64xi1> -> token
  %48 = iota : tile<8xi32>
  %49 = exti %blockId_x signed : tile<i32> -> tile<i64>
  %reshape_117 = reshape %49 : tile<i64> -> tile<1xi64>
  %bcast_118 = broadcast %reshape_117 : tile<1xi64> -> tile<8xi64>
  %50 = cmpi less_than %bcast_118, %cst_1_i64_33, unsigned : tile<8xi64> -> tile<8xi1>
  %51 = exti %assume_assume_80 signed : tile<i32> -> tile<i64>
  %reshape_119 = reshape %51 : tile<i64> -> tile<1xi64>
  %bcast_120 = broadcast %reshape_119 : tile<1xi64> -> tile<8xi64>
  %52 = muli %bcast_118, %bcast_120 : tile<8xi64>
  %53 = exti %blockId_y_85 signed : tile<i32> -> tile<i64>
  %reshape_121 = reshape %53 : tile<i64> -> tile<1xi64>
  %bcast_122 = broadcast %reshape_121 : tile<1xi64> -> tile<8xi64>
  %54 = exti %assume_79 signed : tile<i32> -> tile<i64>
  %reshape_123 = reshape %54 : tile<i64> -> tile<1xi64>
  %bcast_124 = broadcast %reshape_123 : tile<1xi64> -> tile<8xi64>
  %55 = cmpi less_than %bcast_122, %bcast_124, unsigned : tile<8xi64> -> tile<8xi1>
  %56 = andi %50, %55 : tile<8xi1>
  %57 = muli %bcast_122, %cst_1_i64_34 : tile<8xi64>
  %58 = addi %52, %57 : tile<8xi64>
  %59 = exti %48 signed : tile<8xi32> -> tile<8xi64>
  %60 = cmpi less_than %59, %cst_1_i64_35, unsigned : tile<8xi64> -> tile<8xi1>
  %61 = andi %56, %60 : tile<8xi1>
  %62 = muli %59, %cst_1_i64_36 : tile<8xi64>
  %63 = addi %58, %62 : tile<8xi64>
  %64 = exti %blockId_z_89 signed : tile<i32> -> tile<i64>
  %reshape_125 = reshape %64 : tile<i64> -> tile<1xi64>
  %bcast_126 = broadcast %reshape_125 : tile<1xi64> -> tile<8xi64>
  %65 = cmpi less_than %bcast_126, %cst_1_i64_37, unsigned : tile<8xi64> -> tile<8xi1>
  %66 = andi %61, %65 : tile<8xi1>
  %67 = muli %bcast_126, %cst_1_i64_38 : tile<8xi64>
  %68 = addi %63, %67 : tile<8xi64>
  %reshape_127 = reshape %assume_22 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_128 = broadcast %reshape_127 : tile<1xptr<f32>> -> tile<8xptr<f32>>
  %69 = offset %bcast_128, %68 : tile<8xptr<f32>>, tile<8xi64> -> tile<8xptr<f32>>
  %70 = store_ptr_tko weak %69, %14, %66 token=%0 optimization_hints = <default = {latency = 1}> : tile<8xptr<f32>>, tile<8xf32>, tile<8xi1> -> token
  return
}
