entry @_gemma_fmha_kernel_Kt2_A4bf16_1s1_7v8l0_8t1_ei16_p16_A4bf16_1s1_7v8l0_8t1_ci16_p16_A4bf16_1s1_7v8l0_8t1_ci16_p16_A4bf16_1s1_7v8l0_8t1_ei16_p16_Sf32_I1_I16_I8192_I8192_I128_I128_I128_I2_I3_I4096_F4049000000000000_B1_B1(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<8>, %arg6 : tile<i32>
  %assume_5 = assume div_by<8>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_7 = assume div_by<16>, %arg12 : tile<i32>
  %assume_8 = assume div_by<16>, %arg13 : tile<i32>
  %assume_9 = assume div_by<8>, %arg14 : tile<i32>
  %assume_10 = assume div_by<8>, %arg15 : tile<i32>
  %assume_11 = assume div_by<8>, %arg16 : tile<i32>
  %assume_12 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_13 = assume div_by<16>, %arg21 : tile<i32>
  %assume_14 = assume div_by<16>, %arg22 : tile<i32>
  %assume_15 = assume div_by<8>, %arg23 : tile<i32>
  %assume_16 = assume div_by<8>, %arg24 : tile<i32>
  %assume_17 = assume div_by<8>, %arg25 : tile<i32>
  %assume_18 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_19 = assume div_by<16>, %arg29 : tile<i32>
  %assume_20 = assume div_by<16>, %arg30 : tile<i32>
  %assume_21 = assume div_by<16>, %arg31 : tile<i32>
  %assume_22 = assume div_by<8>, %arg32 : tile<i32>
  %assume_23 = assume div_by<8>, %arg33 : tile<i32>
  %assume_24 = assume div_by<8>, %arg34 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_-4096_i32 = constant <i32: -4096> : tile<128x128xi32>
  %cst_4096_i32 = constant <i32: 4096> : tile<128x128xi32>
  %cst_-4096_i32_32 = constant <i32: -4096> : tile<128x128xi32>
  %cst_4096_i32_33 = constant <i32: 4096> : tile<128x128xi32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_35 = assume div_by<16>, %assume_assume_34 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_37 = assume div_by<16>, %assume_assume_36 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_39 = assume div_by<8>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_39 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_35, %assume_assume_assume_37], strides = [%assume_assume_assume_assume, %assume_assume_assume_41, %assume_assume_assume_43, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_44 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_45 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_46 = assume div_by<16>, %assume_assume_45 : tile<i32>
  %assume_assume_47 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_48 = assume div_by<16>, %assume_assume_47 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_50 = assume div_by<8>, %assume_assume_49 : tile<i32>
  %assume_assume_51 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_52 = assume div_by<8>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_54 = assume div_by<8>, %assume_assume_53 : tile<i32>
  %assume_assume_assume_assume_55 = assume div_by<8>, %assume_assume_assume_50 : tile<i32>
  %tview_56 = make_tensor_view %assume_6, shape = [1, %assume_44, %assume_assume_assume_46, %assume_assume_assume_48], strides = [%assume_assume_assume_assume_55, %assume_assume_assume_52, %assume_assume_assume_54, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_57 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_59 = assume div_by<16>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_61 = assume div_by<16>, %assume_assume_60 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_63 = assume div_by<8>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_65 = assume div_by<8>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %assume_assume_assume_assume_68 = assume div_by<8>, %assume_assume_assume_63 : tile<i32>
  %tview_69 = make_tensor_view %assume_12, shape = [1, %assume_57, %assume_assume_assume_59, %assume_assume_assume_61], strides = [%assume_assume_assume_assume_68, %assume_assume_assume_65, %assume_assume_assume_67, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_70 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_71 = assume div_by<16>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_73 = assume div_by<16>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_75 = assume div_by<16>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_77 = assume div_by<8>, %assume_assume_76 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_79 = assume div_by<8>, %assume_assume_78 : tile<i32>
  %assume_assume_80 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_81 = assume div_by<8>, %assume_assume_80 : tile<i32>
  %assume_assume_assume_assume_82 = assume div_by<8>, %assume_assume_assume_77 : tile<i32>
  %tview_83 = make_tensor_view %assume_18, shape = [1, %assume_assume_assume_71, %assume_assume_assume_73, %assume_assume_assume_75], strides = [%assume_assume_assume_assume_82, %assume_assume_assume_79, %assume_assume_assume_81, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %cst_16_i32 = constant <i32: 16> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_84 = constant <i32: 128> : tile<i32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %cst_4096_i32_85 = constant <i32: 4096> : tile<i32>
  %cst_50_f32 = constant <f32: 5.000000e+01> : tile<f32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_86, %blockId_y_87, %blockId_z_88 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_87, %cst_16_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_87, %cst_16_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_16_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_2_i32 signed rounding<negative_inf> : tile<i32>
  %10 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %11 = iota : tile<128xi32>
  %reshape = reshape %10 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
  %12 = addi %bcast, %11 : tile<128xi32>
  %13 = iota : tile<128xi32>
  %cst_f32 = constant <f32: 0xFF800000> : tile<128xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %cst_0_i32_89 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_89] token = %0 : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
  %reshape_90 = reshape %tile : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %14 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %15 = subi %14, %cst_4096_i32_85 : tile<i32>
  %16 = maxi %cst_0_i32_91, %15 signed : tile<i32>
  %17 = divi %16, %cst_128_i32_84 signed rounding<negative_inf> : tile<i32>
  %18 = muli %17, %cst_128_i32_84 : tile<i32>
  %19 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %20 = divi %18, %cst_128_i32_84 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_92 = constant <i32: 0> : tile<i32>
  %pview_93 = make_partition_view %tview_56 : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_f32_94 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %reshape_95 = reshape %arg36 : tile<f32> -> tile<1x1xf32>
  %bcast_96 = broadcast %reshape_95 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_97 = reshape %cst_50_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_98 = broadcast %reshape_97 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_99 = reshape %cst_50_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_100 = broadcast %reshape_99 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_101 = reshape %13 : tile<128xi32> -> tile<1x128xi32>
  %reshape_102 = reshape %12 : tile<128xi32> -> tile<128x1xi32>
  %bcast_103 = broadcast %reshape_102 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_104 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_105 = reshape %cst_f32_104 : tile<f32> -> tile<1x1xf32>
  %bcast_106 = broadcast %reshape_105 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_f32_107 = constant <f32: 1.44269502> : tile<f32>
  %reshape_108 = reshape %cst_f32_107 : tile<f32> -> tile<1xf32>
  %bcast_109 = broadcast %reshape_108 : tile<1xf32> -> tile<128xf32>
  %cst_f32_110 = constant <f32: 1.44269502> : tile<f32>
  %reshape_111 = reshape %cst_f32_110 : tile<f32> -> tile<1x1xf32>
  %bcast_112 = broadcast %reshape_111 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_0_i32_113 = constant <i32: 0> : tile<i32>
  %pview_114 = make_partition_view %tview_69 : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_1_i32_115 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%18 to %19, step %cst_128_i32_84) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %20, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32) -> (tile<128x128xf32>, tile<i32>, tile<128xf32>, tile<128xf32>) {
    %tile_153, %result_token_154 = load_view_tko weak %pview_93[%1, %9, %iterArg1, %cst_0_i32_92] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_155 = reshape %tile_153 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %28 = permute %reshape_155 [1, 0] : tile<128x128xbf16> -> tile<128x128xbf16>
    %29 = mmaf %reshape_90, %28, %cst_0_f32_94 : tile<128x128xbf16>, tile<128x128xbf16>, tile<128x128xf32>
    %30 = mulf %29, %bcast_96  : tile<128x128xf32>
    %31 = divf %30, %bcast_98 rounding<approx> flush_to_zero : tile<128x128xf32>
    %32 = tanh %31 rounding<approx> : tile<128x128xf32>
    %33 = mulf %32, %bcast_100  : tile<128x128xf32>
    %reshape_156 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_157 = broadcast %reshape_156 : tile<1x1xi32> -> tile<1x128xi32>
    %34 = addi %bcast_157, %reshape_101 : tile<1x128xi32>
    %bcast_158 = broadcast %34 : tile<1x128xi32> -> tile<128x128xi32>
    %35 = subi %bcast_158, %bcast_103 : tile<128x128xi32>
    %36 = cmpi greater_than_or_equal %35, %cst_-4096_i32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %37 = cmpi less_than_or_equal %35, %cst_4096_i32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %38 = andi %36, %37 : tile<128x128xi1>
    %39 = select %38, %33, %bcast_106 : tile<128x128xi1>, tile<128x128xf32>
    %reduce = reduce %39 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %52 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %52 : tile<f32>
    }
    %40 = mulf %reduce, %bcast_109  : tile<128xf32>
    %41 = maxf %iterArg3, %40 : tile<128xf32>
    %reshape_159 = reshape %41 : tile<128xf32> -> tile<128x1xf32>
    %bcast_160 = broadcast %reshape_159 : tile<128x1xf32> -> tile<128x128xf32>
    %42 = negf %bcast_160 : tile<128x128xf32>
    %43 = fma %39, %bcast_112, %42  : tile<128x128xf32>
    %44 = exp2 %43 flush_to_zero : tile<128x128xf32>
    %reduce_161 = reduce %44 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %52 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %52 : tile<f32>
    }
    %45 = subf %iterArg3, %41  : tile<128xf32>
    %46 = exp2 %45 flush_to_zero : tile<128xf32>
    %47 = fma %iterArg2, %46, %reduce_161  : tile<128xf32>
    %reshape_162 = reshape %46 : tile<128xf32> -> tile<128x1xf32>
    %bcast_163 = broadcast %reshape_162 : tile<128x1xf32> -> tile<128x128xf32>
    %48 = mulf %iterArg0, %bcast_163  : tile<128x128xf32>
    %tile_164, %result_token_165 = load_view_tko weak %pview_114[%1, %9, %iterArg1, %cst_0_i32_113] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_166 = reshape %tile_164 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %49 = ftof %44  : tile<128x128xf32> -> tile<128x128xbf16>
    %50 = mmaf %49, %reshape_166, %48 : tile<128x128xbf16>, tile<128x128xbf16>, tile<128x128xf32>
    %51 = addi %iterArg1, %cst_1_i32_115 : tile<i32>
    continue %50, %51, %47, %41 : tile<128x128xf32>, tile<i32>, tile<128xf32>, tile<128xf32>
  }
  %21 = muli %blockId_x, %cst_128_i32 : tile<i32>
  %cst_1_i32_116 = constant <i32: 1> : tile<i32>
  %22 = addi %blockId_x, %cst_1_i32_116 : tile<i32>
  %23 = muli %22, %cst_128_i32 : tile<i32>
  %24 = divi %21, %cst_128_i32_84 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_117 = constant <i32: 0> : tile<i32>
  %pview_118 = make_partition_view %tview_56 : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_0_f32_119 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %reshape_120 = reshape %arg36 : tile<f32> -> tile<1x1xf32>
  %bcast_121 = broadcast %reshape_120 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_122 = reshape %cst_50_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_123 = broadcast %reshape_122 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_124 = reshape %cst_50_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_125 = broadcast %reshape_124 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_126 = reshape %12 : tile<128xi32> -> tile<128x1xi32>
  %reshape_127 = reshape %13 : tile<128xi32> -> tile<1x128xi32>
  %bcast_128 = broadcast %reshape_126 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_129 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_130 = reshape %cst_f32_129 : tile<f32> -> tile<1x1xf32>
  %bcast_131 = broadcast %reshape_130 : tile<1x1xf32> -> tile<128x128xf32>
  %reshape_132 = reshape %13 : tile<128xi32> -> tile<1x128xi32>
  %reshape_133 = reshape %12 : tile<128xi32> -> tile<128x1xi32>
  %bcast_134 = broadcast %reshape_133 : tile<128x1xi32> -> tile<128x128xi32>
  %cst_f32_135 = constant <f32: -1.000000e+06> : tile<f32>
  %reshape_136 = reshape %cst_f32_135 : tile<f32> -> tile<1x1xf32>
  %bcast_137 = broadcast %reshape_136 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_f32_138 = constant <f32: 1.44269502> : tile<f32>
  %reshape_139 = reshape %cst_f32_138 : tile<f32> -> tile<1xf32>
  %bcast_140 = broadcast %reshape_139 : tile<1xf32> -> tile<128xf32>
  %cst_f32_141 = constant <f32: 1.44269502> : tile<f32>
  %reshape_142 = reshape %cst_f32_141 : tile<f32> -> tile<1x1xf32>
  %bcast_143 = broadcast %reshape_142 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_0_i32_144 = constant <i32: 0> : tile<i32>
  %pview_145 = make_partition_view %tview_69 : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %cst_1_i32_146 = constant <i32: 1> : tile<i32>
  %for_147:4 = for %loopIdx in (%21 to %23, step %cst_128_i32_84) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %24, %iterArg2 = %for#2, %iterArg3 = %for#3) -> (tile<128x128xf32>, tile<i32>, tile<128xf32>, tile<128xf32>) {
    %tile_153, %result_token_154 = load_view_tko weak %pview_118[%1, %9, %iterArg1, %cst_0_i32_117] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_155 = reshape %tile_153 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %28 = permute %reshape_155 [1, 0] : tile<128x128xbf16> -> tile<128x128xbf16>
    %29 = mmaf %reshape_90, %28, %cst_0_f32_119 : tile<128x128xbf16>, tile<128x128xbf16>, tile<128x128xf32>
    %30 = mulf %29, %bcast_121  : tile<128x128xf32>
    %31 = divf %30, %bcast_123 rounding<approx> flush_to_zero : tile<128x128xf32>
    %32 = tanh %31 rounding<approx> : tile<128x128xf32>
    %33 = mulf %32, %bcast_125  : tile<128x128xf32>
    %reshape_156 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_157 = broadcast %reshape_156 : tile<1x1xi32> -> tile<1x128xi32>
    %34 = addi %bcast_157, %reshape_127 : tile<1x128xi32>
    %bcast_158 = broadcast %34 : tile<1x128xi32> -> tile<128x128xi32>
    %35 = cmpi greater_than_or_equal %bcast_128, %bcast_158, signed : tile<128x128xi32> -> tile<128x128xi1>
    %36 = select %35, %33, %bcast_131 : tile<128x128xi1>, tile<128x128xf32>
    %reshape_159 = reshape %loopIdx : tile<i32> -> tile<1x1xi32>
    %bcast_160 = broadcast %reshape_159 : tile<1x1xi32> -> tile<1x128xi32>
    %37 = addi %bcast_160, %reshape_132 : tile<1x128xi32>
    %bcast_161 = broadcast %37 : tile<1x128xi32> -> tile<128x128xi32>
    %38 = subi %bcast_161, %bcast_134 : tile<128x128xi32>
    %39 = cmpi greater_than_or_equal %38, %cst_-4096_i32_32, signed : tile<128x128xi32> -> tile<128x128xi1>
    %40 = cmpi less_than_or_equal %38, %cst_4096_i32_33, signed : tile<128x128xi32> -> tile<128x128xi1>
    %41 = andi %39, %40 : tile<128x128xi1>
    %42 = select %41, %36, %bcast_137 : tile<128x128xi1>, tile<128x128xf32>
    %reduce = reduce %42 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %55 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %55 : tile<f32>
    }
    %43 = mulf %reduce, %bcast_140  : tile<128xf32>
    %44 = maxf %iterArg3, %43 : tile<128xf32>
    %reshape_162 = reshape %44 : tile<128xf32> -> tile<128x1xf32>
    %bcast_163 = broadcast %reshape_162 : tile<128x1xf32> -> tile<128x128xf32>
    %45 = negf %bcast_163 : tile<128x128xf32>
    %46 = fma %42, %bcast_143, %45  : tile<128x128xf32>
    %47 = exp2 %46 flush_to_zero : tile<128x128xf32>
    %reduce_164 = reduce %47 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %55 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %55 : tile<f32>
    }
    %48 = subf %iterArg3, %44  : tile<128xf32>
    %49 = exp2 %48 flush_to_zero : tile<128xf32>
    %50 = fma %iterArg2, %49, %reduce_164  : tile<128xf32>
    %reshape_165 = reshape %49 : tile<128xf32> -> tile<128x1xf32>
    %bcast_166 = broadcast %reshape_165 : tile<128x1xf32> -> tile<128x128xf32>
    %51 = mulf %iterArg0, %bcast_166  : tile<128x128xf32>
    %tile_167, %result_token_168 = load_view_tko weak %pview_145[%1, %9, %iterArg1, %cst_0_i32_144] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_169 = reshape %tile_167 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %52 = ftof %47  : tile<128x128xf32> -> tile<128x128xbf16>
    %53 = mmaf %52, %reshape_169, %51 : tile<128x128xbf16>, tile<128x128xbf16>, tile<128x128xf32>
    %54 = addi %iterArg1, %cst_1_i32_146 : tile<i32>
    continue %53, %54, %50, %44 : tile<128x128xf32>, tile<i32>, tile<128xf32>, tile<128xf32>
  }
  %reshape_148 = reshape %for_147#2 : tile<128xf32> -> tile<128x1xf32>
  %bcast_149 = broadcast %reshape_148 : tile<128x1xf32> -> tile<128x128xf32>
  %25 = divf %for_147#0, %bcast_149 rounding<approx> flush_to_zero : tile<128x128xf32>
  %reshape_150 = reshape %25 : tile<128x128xf32> -> tile<1x1x128x128xf32>
  %26 = ftof %reshape_150  : tile<1x1x128x128xf32> -> tile<1x1x128x128xbf16>
  %cst_0_i32_151 = constant <i32: 0> : tile<i32>
  %pview_152 = make_partition_view %tview_83 : partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %27 = store_view_tko weak %26, %pview_152[%1, %8, %blockId_x, %cst_0_i32_151] token = %0 : tile<1x1x128x128xbf16>, partition_view<tile=(1x1x128x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
