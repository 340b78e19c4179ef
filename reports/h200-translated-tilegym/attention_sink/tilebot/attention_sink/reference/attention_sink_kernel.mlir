entry @_attention_sink_kernel_Kt2_A4bf16_1s1_7v8l0_8t1_ei16_p16_A4bf16_1s1_7v8l0_8t1_ci16_p16_A4bf16_1s1_7v8l0_8t1_ci16_p16_A1bf16_1i16t1_p16_A4bf16_1s1_7v8l0_8t1_ei16_p16_A1i32_1s1t1_p16_Sf32_I64_I64_I2048_I256_I128_I8_I0(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<bf16>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<i32>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<ptr<i32>>, %arg40: tile<i32>, %arg41: tile<i32>, %arg42: tile<f32>) optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 1}> {
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
  %assume_19 = assume div_by<16>, %arg28 : tile<i32>
  %assume_20 = assume div_by<16>, %arg30 : tile<ptr<bf16>>
  %assume_21 = assume div_by<16>, %arg32 : tile<i32>
  %assume_22 = assume div_by<16>, %arg33 : tile<i32>
  %assume_23 = assume div_by<16>, %arg34 : tile<i32>
  %assume_24 = assume div_by<8>, %arg35 : tile<i32>
  %assume_25 = assume div_by<8>, %arg36 : tile<i32>
  %assume_26 = assume div_by<8>, %arg37 : tile<i32>
  %assume_27 = assume div_by<16>, %arg39 : tile<ptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %cst_1_i32_30 = constant <i32: 1> : tile<i32>
  %cst_1_i32_31 = constant <i32: 1> : tile<i32>
  %cst_1_i32_32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_33 = constant <i32: 1> : tile<i32>
  %cst_1_i32_34 = constant <i32: 1> : tile<i32>
  %cst_1_i32_35 = constant <i32: 1> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %cst_1_i32_37 = constant <i32: 1> : tile<i32>
  %cst_2048_i32 = constant <i32: 2048> : tile<1x128xi32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_39 = assume div_by<16>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_43 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_39, %assume_assume_assume_41], strides = [%assume_assume_assume_assume, %assume_assume_assume_45, %assume_assume_assume_47, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_48 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_50 = assume div_by<16>, %assume_assume_49 : tile<i32>
  %assume_assume_51 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_52 = assume div_by<16>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_54 = assume div_by<8>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_56 = assume div_by<8>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_assume_assume_59 = assume div_by<8>, %assume_assume_assume_54 : tile<i32>
  %tview_60 = make_tensor_view %assume_6, shape = [1, %assume_48, %assume_assume_assume_50, %assume_assume_assume_52], strides = [%assume_assume_assume_assume_59, %assume_assume_assume_56, %assume_assume_assume_58, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_61 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_63 = assume div_by<16>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_65 = assume div_by<16>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_assume_assume_72 = assume div_by<8>, %assume_assume_assume_67 : tile<i32>
  %tview_73 = make_tensor_view %assume_12, shape = [1, %assume_61, %assume_assume_assume_63, %assume_assume_assume_65], strides = [%assume_assume_assume_assume_72, %assume_assume_assume_69, %assume_assume_assume_71, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_74 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_75 = assume div_by<16>, %assume_assume_74 : tile<i32>
  %tview_76 = make_tensor_view %assume_18, shape = [%assume_assume_assume_75], strides = [1] : tile<i32> -> tensor_view<?xbf16, strides=[1]>
  %assume_assume_77 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_78 = assume div_by<16>, %assume_assume_77 : tile<i32>
  %assume_assume_79 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_80 = assume div_by<16>, %assume_assume_79 : tile<i32>
  %assume_assume_81 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_82 = assume div_by<16>, %assume_assume_81 : tile<i32>
  %assume_assume_83 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_84 = assume div_by<8>, %assume_assume_83 : tile<i32>
  %assume_assume_85 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_86 = assume div_by<8>, %assume_assume_85 : tile<i32>
  %assume_assume_87 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_88 = assume div_by<8>, %assume_assume_87 : tile<i32>
  %assume_assume_assume_assume_89 = assume div_by<8>, %assume_assume_assume_84 : tile<i32>
  %tview_90 = make_tensor_view %assume_20, shape = [1, %assume_assume_assume_78, %assume_assume_assume_80, %assume_assume_assume_82], strides = [%assume_assume_assume_assume_89, %assume_assume_assume_86, %assume_assume_assume_88, 1] : tile<i32> -> tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_cst_1_i32 = assume div_by<4>, %cst_1_i32_37 : tile<i32>
  %tview_91 = make_tensor_view %assume_27, shape = [1], strides = [%assume_cst_1_i32] : tile<i32> -> tensor_view<1xi32, strides=[?]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_2048_i32_92 = constant <i32: 2048> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_93, %blockId_y_94, %blockId_z_95 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_94, %cst_64_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_94, %cst_64_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_64_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_96 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_91 : partition_view<tile=(1), tensor_view<1xi32, strides=[?]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_96] token = %0 : partition_view<tile=(1), tensor_view<1xi32, strides=[?]>>, tile<i32> -> tile<1xi32>, token
  %reshape = reshape %tile : tile<1xi32> -> tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg42, %cst_f32  : tile<f32>
  %pview_97 = make_partition_view %tview_76 : partition_view<tile=(1), tensor_view<?xbf16, strides=[1]>>
  %tile_98, %result_token_99 = load_view_tko weak %pview_97[%8] token = %0 : partition_view<tile=(1), tensor_view<?xbf16, strides=[1]>>, tile<i32> -> tile<1xbf16>, token
  %11 = ftof %tile_98  : tile<1xbf16> -> tile<1xf32>
  %reshape_100 = reshape %11 : tile<1xf32> -> tile<f32>
  %cst_f32_101 = constant <f32: 1.44269502> : tile<f32>
  %12 = mulf %reshape_100, %cst_f32_101  : tile<f32>
  %13 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %14 = iota : tile<256xi32>
  %reshape_102 = reshape %13 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape_102 : tile<1xi32> -> tile<256xi32>
  %15 = addi %bcast, %14 : tile<256xi32>
  %reshape_103 = reshape %15 : tile<256xi32> -> tile<256x1xi32>
  %16 = iota : tile<128xi32>
  %reshape_104 = reshape %16 : tile<128xi32> -> tile<1x128xi32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %reshape_105 = reshape %12 : tile<f32> -> tile<1x1xf32>
  %bcast_106 = broadcast %reshape_105 : tile<1x1xf32> -> tile<256x1xf32>
  %17 = addf %cst_0_f32, %bcast_106  : tile<256x1xf32>
  %cst_0_f32_107 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_108 = constant <f32: 0.000000e+00> : tile<256x64xf32>
  %cst_0_i32_109 = constant <i32: 0> : tile<i32>
  %pview_110 = make_partition_view %tview : partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile_111, %result_token_112 = load_view_tko weak %pview_110[%1, %8, %blockId_x, %cst_0_i32_109] token = %0 : partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x64xbf16>, token
  %reshape_113 = reshape %tile_111 : tile<1x1x256x64xbf16> -> tile<256x64xbf16>
  %cst_1_i32_114 = constant <i32: 1> : tile<i32>
  %18 = addi %blockId_x, %cst_1_i32_114 : tile<i32>
  %19 = muli %18, %cst_256_i32 : tile<i32>
  %20 = addi %reshape, %19 : tile<i32>
  %21 = mini %20, %cst_2048_i32_92 signed : tile<i32>
  %22 = divi %21, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_115 = constant <i32: 0> : tile<i32>
  %cst_1_i32_116 = constant <i32: 1> : tile<i32>
  %cst_0_i32_117 = constant <i32: 0> : tile<i32>
  %pview_118 = make_partition_view %tview_60 : partition_view<tile=(1x1x64x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_119 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_120 = reshape %reshape : tile<i32> -> tile<1x1xi32>
  %bcast_121 = broadcast %reshape_120 : tile<1x1xi32> -> tile<256x1xi32>
  %23 = addi %bcast_121, %reshape_103 : tile<256x1xi32>
  %bcast_122 = broadcast %23 : tile<256x1xi32> -> tile<256x128xi32>
  %cst_f32_123 = constant <f32: -1.000000e+06> : tile<f32>
  %cst_0_f32_124 = constant <f32: 0.000000e+00> : tile<f32>
  %reshape_125 = reshape %cst_f32_123 : tile<f32> -> tile<1x1xf32>
  %bcast_126 = broadcast %reshape_125 : tile<1x1xf32> -> tile<256x128xf32>
  %reshape_127 = reshape %cst_0_f32_124 : tile<f32> -> tile<1x1xf32>
  %bcast_128 = broadcast %reshape_127 : tile<1x1xf32> -> tile<256x128xf32>
  %reshape_129 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_130 = broadcast %reshape_129 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_131 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_132 = broadcast %reshape_131 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_133 = constant <i32: 0> : tile<i32>
  %pview_134 = make_partition_view %tview_73 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %for:3 = for %loopIdx in (%cst_0_i32_115 to %22, step %cst_1_i32_116) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_108, %iterArg1 = %cst_0_f32_107, %iterArg2 = %17) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %30 = muli %loopIdx, %cst_128_i32 : tile<i32>
    %reshape_141 = reshape %30 : tile<i32> -> tile<1x1xi32>
    %bcast_142 = broadcast %reshape_141 : tile<1x1xi32> -> tile<1x128xi32>
    %31 = addi %bcast_142, %reshape_104 : tile<1x128xi32>
    %tile_143, %result_token_144 = load_view_tko weak %pview_118[%1, %9, %cst_0_i32_117, %loopIdx] token = %0 optimization_hints = <default = {latency = 6}> : partition_view<tile=(1x1x64x128), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xbf16>, token
    %reshape_145 = reshape %tile_143 : tile<1x1x64x128xbf16> -> tile<64x128xbf16>
    %32 = mmaf %reshape_113, %reshape_145, %cst_0_f32_119 : tile<256x64xbf16>, tile<64x128xbf16>, tile<256x128xf32>
    %bcast_146 = broadcast %31 : tile<1x128xi32> -> tile<256x128xi32>
    %33 = cmpi greater_than %bcast_146, %bcast_122, signed : tile<256x128xi32> -> tile<256x128xi1>
    %34 = cmpi greater_than_or_equal %31, %cst_2048_i32, signed : tile<1x128xi32> -> tile<1x128xi1>
    %bcast_147 = broadcast %34 : tile<1x128xi1> -> tile<256x128xi1>
    %35 = ori %33, %bcast_147 : tile<256x128xi1>
    %36 = select %35, %bcast_126, %bcast_128 : tile<256x128xi1>, tile<256x128xf32>
    %37 = addf %32, %36  : tile<256x128xf32>
    %reduce = reduce %37 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %49 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %49 : tile<f32>
    }
    %reshape_148 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %38 = mulf %reshape_148, %bcast_130  : tile<256x1xf32>
    %39 = maxf %iterArg2, %38 : tile<256x1xf32>
    %bcast_149 = broadcast %39 : tile<256x1xf32> -> tile<256x128xf32>
    %40 = negf %bcast_149 : tile<256x128xf32>
    %41 = fma %37, %bcast_132, %40  : tile<256x128xf32>
    %42 = exp2 %41 flush_to_zero : tile<256x128xf32>
    %reduce_150 = reduce %42 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %49 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %49 : tile<f32>
    }
    %reshape_151 = reshape %reduce_150 : tile<256xf32> -> tile<256x1xf32>
    %43 = subf %iterArg2, %39  : tile<256x1xf32>
    %44 = exp2 %43 flush_to_zero : tile<256x1xf32>
    %45 = fma %iterArg1, %44, %reshape_151  : tile<256x1xf32>
    %bcast_152 = broadcast %44 : tile<256x1xf32> -> tile<256x64xf32>
    %46 = mulf %iterArg0, %bcast_152  : tile<256x64xf32>
    %tile_153, %result_token_154 = load_view_tko weak %pview_134[%1, %9, %loopIdx, %cst_0_i32_133] token = %0 optimization_hints = <default = {latency = 6}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xbf16>, token
    %reshape_155 = reshape %tile_153 : tile<1x1x128x64xbf16> -> tile<128x64xbf16>
    %47 = ftof %42  : tile<256x128xf32> -> tile<256x128xbf16>
    %48 = mmaf %47, %reshape_155, %46 : tile<256x128xbf16>, tile<128x64xbf16>, tile<256x64xf32>
    continue %48, %45, %39 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %reshape_135 = reshape %12 : tile<f32> -> tile<1x1xf32>
  %bcast_136 = broadcast %reshape_135 : tile<1x1xf32> -> tile<256x1xf32>
  %24 = subf %bcast_136, %for#2  : tile<256x1xf32>
  %25 = exp2 %24 flush_to_zero : tile<256x1xf32>
  %26 = addf %for#1, %25  : tile<256x1xf32>
  %bcast_137 = broadcast %26 : tile<256x1xf32> -> tile<256x64xf32>
  %27 = divf %for#0, %bcast_137 rounding<approx> flush_to_zero : tile<256x64xf32>
  %reshape_138 = reshape %27 : tile<256x64xf32> -> tile<1x1x256x64xf32>
  %28 = ftof %reshape_138  : tile<1x1x256x64xf32> -> tile<1x1x256x64xbf16>
  %cst_0_i32_139 = constant <i32: 0> : tile<i32>
  %pview_140 = make_partition_view %tview_90 : partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>
  %29 = store_view_tko weak %28, %pview_140[%1, %8, %blockId_x, %cst_0_i32_139] token = %0 : tile<1x1x256x64xbf16>, partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
