entry @_gemma_fmha_kernel_Kt2_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_Sf32_I1_I8_I128_I128_I64_I128_I128_I1_I3_I64_F4024000000000000_B1_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg3 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %assume_6 = assume div_by<16>, %arg12 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<8>, %arg14 : tile<i32>
  %assume_9 = assume div_by<8>, %arg15 : tile<i32>
  %assume_10 = assume div_by<8>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %assume_12 = assume div_by<16>, %arg21 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<8>, %arg23 : tile<i32>
  %assume_15 = assume div_by<8>, %arg24 : tile<i32>
  %assume_16 = assume div_by<8>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %assume_18 = assume div_by<16>, %arg30 : tile<i32>
  %assume_19 = assume div_by<16>, %arg31 : tile<i32>
  %assume_20 = assume div_by<8>, %arg32 : tile<i32>
  %assume_21 = assume div_by<8>, %arg33 : tile<i32>
  %assume_22 = assume div_by<8>, %arg34 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_-64_i32 = constant <i32: -64> : tile<128x128xi32>
  %cst_64_i32 = constant <i32: 64> : tile<128x128xi32>
  %cst_-64_i32_30 = constant <i32: -64> : tile<128x128xi32>
  %cst_64_i32_31 = constant <i32: 64> : tile<128x128xi32>
  %assume_32 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_34 = assume div_by<16>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_38 = assume div_by<8>, %assume_assume_37 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_40 = assume div_by<8>, %assume_assume_39 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_36 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_32, %assume_assume_assume, %assume_assume_assume_34], strides = [%assume_assume_assume_assume, %assume_assume_assume_38, %assume_assume_assume_40, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_41 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_45 = assume div_by<16>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_51 = assume div_by<8>, %assume_assume_50 : tile<i32>
  %assume_assume_assume_assume_52 = assume div_by<8>, %assume_assume_assume_47 : tile<i32>
  %tview_53 = make_tensor_view %assume_5, shape = [1, %assume_41, %assume_assume_assume_43, %assume_assume_assume_45], strides = [%assume_assume_assume_assume_52, %assume_assume_assume_49, %assume_assume_assume_51, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_54 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_58 = assume div_by<16>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_60 = assume div_by<8>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_62 = assume div_by<8>, %assume_assume_61 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_64 = assume div_by<8>, %assume_assume_63 : tile<i32>
  %assume_assume_assume_assume_65 = assume div_by<8>, %assume_assume_assume_60 : tile<i32>
  %tview_66 = make_tensor_view %assume_11, shape = [1, %assume_54, %assume_assume_assume_56, %assume_assume_assume_58], strides = [%assume_assume_assume_assume_65, %assume_assume_assume_62, %assume_assume_assume_64, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_67 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_69 = assume div_by<16>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_71 = assume div_by<16>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_75 = assume div_by<8>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_77 = assume div_by<8>, %assume_assume_76 : tile<i32>
  %assume_assume_assume_assume_78 = assume div_by<8>, %assume_assume_assume_73 : tile<i32>
  %tview_79 = make_tensor_view %assume_17, shape = [1, %assume_67, %assume_assume_assume_69, %assume_assume_assume_71], strides = [%assume_assume_assume_assume_78, %assume_assume_assume_75, %assume_assume_assume_77, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_80 = constant <i32: 128> : tile<i32>
  %cst_64_i32_81 = constant <i32: 64> : tile<i32>
  %cst_10_f32 = constant <f32: 1.000000e+01> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_82, %blockId_y_83, %blockId_z_84 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_83, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_83, %cst_8_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_8_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %10 = iota : tile<128xi32>
  %reshape = reshape %9 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
  %11 = addi %bcast, %10 : tile<128xi32>
  %12 = iota : tile<128xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<128xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x64xf32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_85] token = %0 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
  %reshape_86 = reshape %tile : tile<1x1x128x64xf16> -> tile<128x64xf16>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %13 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %14 = subi %13, %cst_64_i32_81 : tile<i32>
  %15 = maxi %cst_0_i32_87, %14 signed : tile<i32>
  %16 = divi %15, %cst_128_i32_80 signed rounding<negative_inf> : tile<i32>
  %17 = muli %16, %cst_128_i32_80 : tile<i32>
  %18 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %19 = divi %17, %cst_128_i32_80 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_88 = constant <i32: 0> : tile<i32>
  %pview_89 = make_partition_view %tview_53 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_f32_90 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %reshape_91 = reshape %arg36 : tile<f32> -> tile<1x1xf32>
  %bcast_92 = broadcast %reshape_91 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_93 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_94 = broadcast %reshape_93 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_95 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_96 = broadcast %reshape_95 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_97 = reshape %12 : tile<128xi32> -> tile<1x128xi32>
  %reshape_98 = reshape %11 : tile<128xi32> -> tile<128x1xi32>
  %bcast_99 = broadcast %reshape_98 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_100 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_101 = reshape %cst_f32_100 : tile<f32> -> tile<1x1xf32>
  %bcast_102 = broadcast %reshape_101 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_f32_103 = constant <f32: 1.44269502> : tile<f32>
  %reshape_104 = reshape %cst_f32_103 : tile<f32> -> tile<1xf32>
  %bcast_105 = broadcast %reshape_104 : tile<1xf32> -> tile<128xf32>
  %cst_f32_106 = constant <f32: 1.44269502> : tile<f32>
  %reshape_107 = reshape %cst_f32_106 : tile<f32> -> tile<1x1xf32>
  %bcast_108 = broadcast %reshape_107 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_0_i32_109 = constant <i32: 0> : tile<i32>
  %pview_110 = make_partition_view %tview_66 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_1_i32_111 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%17 to %18, step %cst_128_i32_80) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %19, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32) -> (tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>) {
    %tile_149, %result_token_150 = load_view_tko weak %pview_89[%1, %8, %iterArg1, %cst_0_i32_88] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_151 = reshape %tile_149 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %27 = permute %reshape_151 [1, 0] : tile<128x64xf16> -> tile<64x128xf16>
    %28 = mmaf %reshape_86, %27, %cst_0_f32_90 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    %29 = mulf %28, %bcast_92  : tile<128x128xf32>
    %30 = divf %29, %bcast_94 rounding<approx> flush_to_zero : tile<128x128xf32>
    %31 = tanh %30 rounding<approx> : tile<128x128xf32>
    %32 = mulf %31, %bcast_96  : tile<128x128xf32>
    %reshape_152 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_153 = broadcast %reshape_152 : tile<1x1xi32> -> tile<1x128xi32>
    %33 = addi %bcast_153, %reshape_97 : tile<1x128xi32>
    %bcast_154 = broadcast %33 : tile<1x128xi32> -> tile<128x128xi32>
    %34 = subi %bcast_154, %bcast_99 : tile<128x128xi32>
    %35 = cmpi greater_than_or_equal %34, %cst_-64_i32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %36 = cmpi less_than_or_equal %34, %cst_64_i32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %37 = andi %35, %36 : tile<128x128xi1>
    %38 = select %37, %32, %bcast_102 : tile<128x128xi1>, tile<128x128xf32>
    %reduce = reduce %38 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %51 : tile<f32>
    }
    %39 = mulf %reduce, %bcast_105  : tile<128xf32>
    %40 = maxf %iterArg3, %39 : tile<128xf32>
    %reshape_155 = reshape %40 : tile<128xf32> -> tile<128x1xf32>
    %bcast_156 = broadcast %reshape_155 : tile<128x1xf32> -> tile<128x128xf32>
    %41 = negf %bcast_156 : tile<128x128xf32>
    %42 = fma %38, %bcast_108, %41  : tile<128x128xf32>
    %43 = exp2 %42 flush_to_zero : tile<128x128xf32>
    %reduce_157 = reduce %43 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %51 : tile<f32>
    }
    %44 = subf %iterArg3, %40  : tile<128xf32>
    %45 = exp2 %44 flush_to_zero : tile<128xf32>
    %46 = fma %iterArg2, %45, %reduce_157  : tile<128xf32>
    %reshape_158 = reshape %45 : tile<128xf32> -> tile<128x1xf32>
    %bcast_159 = broadcast %reshape_158 : tile<128x1xf32> -> tile<128x64xf32>
    %47 = mulf %iterArg0, %bcast_159  : tile<128x64xf32>
    %tile_160, %result_token_161 = load_view_tko weak %pview_110[%1, %8, %iterArg1, %cst_0_i32_109] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_162 = reshape %tile_160 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %48 = ftof %43  : tile<128x128xf32> -> tile<128x128xf16>
    %49 = mmaf %48, %reshape_162, %47 : tile<128x128xf16>, tile<128x64xf16>, tile<128x64xf32>
    %50 = addi %iterArg1, %cst_1_i32_111 : tile<i32>
    continue %49, %50, %46, %40 : tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>
  }
  %20 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %cst_1_i32_112 = constant <i32: 1> : tile<i32>
  %21 = addi %blockId_x, %cst_1_i32_112 : tile<i32>
  %22 = muli %21, %cst_128_i32 : tile<i32>
  %23 = divi %20, %cst_128_i32_80 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_113 = constant <i32: 0> : tile<i32>
  %pview_114 = make_partition_view %tview_53 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_f32_115 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %reshape_116 = reshape %arg36 : tile<f32> -> tile<1x1xf32>
  %bcast_117 = broadcast %reshape_116 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_118 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_119 = broadcast %reshape_118 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_120 = reshape %cst_10_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_121 = broadcast %reshape_120 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_122 = reshape %11 : tile<128xi32> -> tile<128x1xi32>
  %reshape_123 = reshape %12 : tile<128xi32> -> tile<1x128xi32>
  %bcast_124 = broadcast %reshape_122 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_125 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_126 = reshape %cst_f32_125 : tile<f32> -> tile<1x1xf32>
  %bcast_127 = broadcast %reshape_126 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_128 = reshape %12 : tile<128xi32> -> tile<1x128xi32>
  %reshape_129 = reshape %11 : tile<128xi32> -> tile<128x1xi32>
  %bcast_130 = broadcast %reshape_129 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_131 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_132 = reshape %cst_f32_131 : tile<f32> -> tile<1x1xf32>
  %bcast_133 = broadcast %reshape_132 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_f32_134 = constant <f32: 1.44269502> : tile<f32>
  %reshape_135 = reshape %cst_f32_134 : tile<f32> -> tile<1xf32>
  %bcast_136 = broadcast %reshape_135 : tile<1xf32> -> tile<128xf32>
  %cst_f32_137 = constant <f32: 1.44269502> : tile<f32>
  %reshape_138 = reshape %cst_f32_137 : tile<f32> -> tile<1x1xf32>
  %bcast_139 = broadcast %reshape_138 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_0_i32_140 = constant <i32: 0> : tile<i32>
  %pview_141 = make_partition_view %tview_66 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_1_i32_142 = constant <i32: 1> : tile<i32>
  %for_143:4 = for %loopIdx in (%20 to %22, step %cst_128_i32_80) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %23, %iterArg2 = %for#2, %iterArg3 = %for#3) -> (tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>) {
    %tile_149, %result_token_150 = load_view_tko weak %pview_114[%1, %8, %iterArg1, %cst_0_i32_113] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_151 = reshape %tile_149 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %27 = permute %reshape_151 [1, 0] : tile<128x64xf16> -> tile<64x128xf16>
    %28 = mmaf %reshape_86, %27, %cst_0_f32_115 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    %29 = mulf %28, %bcast_117  : tile<128x128xf32>
    %30 = divf %29, %bcast_119 rounding<approx> flush_to_zero : tile<128x128xf32>
    %31 = tanh %30 rounding<approx> : tile<128x128xf32>
    %32 = mulf %31, %bcast_121  : tile<128x128xf32>
    %reshape_152 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_153 = broadcast %reshape_152 : tile<1x1xi32> -> tile<1x128xi32>
    %33 = addi %bcast_153, %reshape_123 : tile<1x128xi32>
    %bcast_154 = broadcast %33 : tile<1x128xi32> -> tile<128x128xi32>
    %34 = cmpi greater_than_or_equal %bcast_124, %bcast_154, signed : tile<128x128xi32> -> tile<128x128xi1>
    %35 = select %34, %32, %bcast_127 : tile<128x128xi1>, tile<128x128xf32>
    %reshape_155 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_156 = broadcast %reshape_155 : tile<1x1xi32> -> tile<1x128xi32>
    %36 = addi %bcast_156, %reshape_128 : tile<1x128xi32>
    %bcast_157 = broadcast %36 : tile<1x128xi32> -> tile<128x128xi32>
    %37 = subi %bcast_157, %bcast_130 : tile<128x128xi32>
    %38 = cmpi greater_than_or_equal %37, %cst_-64_i32_30, signed : tile<128x128xi32> -> tile<128x128xi1>
    %39 = cmpi less_than_or_equal %37, %cst_64_i32_31, signed : tile<128x128xi32> -> tile<128x128xi1>
    %40 = andi %38, %39 : tile<128x128xi1>
    %41 = select %40, %35, %bcast_133 : tile<128x128xi1>, tile<128x128xf32>
    %reduce = reduce %41 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %54 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %54 : tile<f32>
    }
    %42 = mulf %reduce, %bcast_136  : tile<128xf32>
    %43 = maxf %iterArg3, %42 : tile<128xf32>
    %reshape_158 = reshape %43 : tile<128xf32> -> tile<128x1xf32>
    %bcast_159 = broadcast %reshape_158 : tile<128x1xf32> -> tile<128x128xf32>
    %44 = negf %bcast_159 : tile<128x128xf32>
    %45 = fma %41, %bcast_139, %44  : tile<128x128xf32>
    %46 = exp2 %45 flush_to_zero : tile<128x128xf32>
    %reduce_160 = reduce %46 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %54 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %54 : tile<f32>
    }
    %47 = subf %iterArg3, %43  : tile<128xf32>
    %48 = exp2 %47 flush_to_zero : tile<128xf32>
    %49 = fma %iterArg2, %48, %reduce_160  : tile<128xf32>
    %reshape_161 = reshape %48 : tile<128xf32> -> tile<128x1xf32>
    %bcast_162 = broadcast %reshape_161 : tile<128x1xf32> -> tile<128x64xf32>
    %50 = mulf %iterArg0, %bcast_162  : tile<128x64xf32>
    %tile_163, %result_token_164 = load_view_tko weak %pview_141[%1, %8, %iterArg1, %cst_0_i32_140] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_165 = reshape %tile_163 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %51 = ftof %46  : tile<128x128xf32> -> tile<128x128xf16>
    %52 = mmaf %51, %reshape_165, %50 : tile<128x128xf16>, tile<128x64xf16>, tile<128x64xf32>
    %53 = addi %iterArg1, %cst_1_i32_142 : tile<i32>
    continue %52, %53, %49, %43 : tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>
  }
  %reshape_144 = reshape %for_143#2 : tile<128xf32> -> tile<128x1xf32>
  %bcast_145 = broadcast %reshape_144 : tile<128x1xf32> -> tile<128x64xf32>
  %24 = divf %for_143#0, %bcast_145 rounding<approx> flush_to_zero : tile<128x64xf32>
  %reshape_146 = reshape %24 : tile<128x64xf32> -> tile<1x1x128x64xf32>
  %25 = ftof %reshape_146  : tile<1x1x128x64xf32> -> tile<1x1x128x64xf16>
  %cst_0_i32_147 = constant <i32: 0> : tile<i32>
  %pview_148 = make_partition_view %tview_79 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %26 = store_view_tko weak %25, %pview_148[%1, %8, %blockId_x, %cst_0_i32_147] token = %0 : tile<1x1x128x64xf16>, partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
