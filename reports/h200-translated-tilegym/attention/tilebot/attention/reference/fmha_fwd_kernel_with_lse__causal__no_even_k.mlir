entry @_fmha_fwd_kernel_with_lse_Kt2_A4f16_1s1_7v8l0_8i16t1_p16_A4f16_1s1_7v8l0_8i16t1_p16_A4f16_1s1_7v8l0_8i16t1_p16_A4f16_1s1_7v8l0_8i16t1_p16_A1f32_1i16t1_p16_Sf32_Si32_I64_I4_I1_I256_I256_I128_I1_B1_B0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<f32>>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<f32>, %arg40: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<8>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %assume_5 = assume div_by<16>, %arg13 : tile<i32>
  %assume_6 = assume div_by<8>, %arg14 : tile<i32>
  %assume_7 = assume div_by<8>, %arg15 : tile<i32>
  %assume_8 = assume div_by<8>, %arg16 : tile<i32>
  %assume_9 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %assume_10 = assume div_by<16>, %arg22 : tile<i32>
  %assume_11 = assume div_by<8>, %arg23 : tile<i32>
  %assume_12 = assume div_by<8>, %arg24 : tile<i32>
  %assume_13 = assume div_by<8>, %arg25 : tile<i32>
  %assume_14 = assume div_by<16>, %arg27 : tile<ptr<f16>>
  %assume_15 = assume div_by<16>, %arg31 : tile<i32>
  %assume_16 = assume div_by<8>, %arg32 : tile<i32>
  %assume_17 = assume div_by<8>, %arg33 : tile<i32>
  %assume_18 = assume div_by<8>, %arg34 : tile<i32>
  %assume_19 = assume div_by<16>, %arg36 : tile<ptr<f32>>
  %assume_20 = assume div_by<16>, %arg37 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %assume_28 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_31 = assume div_by<8>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_35 = assume div_by<8>, %assume_assume_34 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_31 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_28, %assume_29, %assume_assume_assume], strides = [%assume_assume_assume_assume, %assume_assume_assume_33, %assume_assume_assume_35, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_36 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_37 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_39 = assume div_by<16>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_assume_assume_46 = assume div_by<8>, %assume_assume_assume_41 : tile<i32>
  %tview_47 = make_tensor_view %assume_4, shape = [1, %assume_36, %assume_37, %assume_assume_assume_39], strides = [%assume_assume_assume_assume_46, %assume_assume_assume_43, %assume_assume_assume_45, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_48 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_49 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_51 = assume div_by<16>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_53 = assume div_by<8>, %assume_assume_52 : tile<i32>
  %assume_assume_54 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_55 = assume div_by<8>, %assume_assume_54 : tile<i32>
  %assume_assume_56 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_57 = assume div_by<8>, %assume_assume_56 : tile<i32>
  %assume_assume_assume_assume_58 = assume div_by<8>, %assume_assume_assume_53 : tile<i32>
  %tview_59 = make_tensor_view %assume_9, shape = [1, %assume_48, %assume_49, %assume_assume_assume_51], strides = [%assume_assume_assume_assume_58, %assume_assume_assume_55, %assume_assume_assume_57, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_60 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_61 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_63 = assume div_by<16>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_65 = assume div_by<8>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %assume_assume_assume_assume_70 = assume div_by<8>, %assume_assume_assume_65 : tile<i32>
  %tview_71 = make_tensor_view %assume_14, shape = [1, %assume_60, %assume_61, %assume_assume_assume_63], strides = [%assume_assume_assume_assume_70, %assume_assume_assume_67, %assume_assume_assume_69, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_assume_72 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_256_i32_73 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32_74 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_75, %blockId_y_76, %blockId_z_77 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_76, %cst_4_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_76, %cst_4_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_4_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_1_i32_74 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg39, %cst_f32  : tile<f32>
  %11 = muli %blockId_x, %cst_256_i32_73 : tile<i32>
  %12 = iota : tile<256xi32>
  %reshape = reshape %11 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %13 = addi %bcast, %12 : tile<256xi32>
  %reshape_78 = reshape %arg40 : tile<i32> -> tile<1xi32>
  %bcast_79 = broadcast %reshape_78 : tile<1xi32> -> tile<256xi32>
  %14 = addi %13, %bcast_79 : tile<256xi32>
  %reshape_80 = reshape %14 : tile<256xi32> -> tile<256x1xi32>
  %15 = iota : tile<128xi32>
  %reshape_81 = reshape %15 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_82 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_83 = constant <f32: 0.000000e+00> : tile<256x64xf32>
  %cst_0_i32_84 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_84] token = %0 : partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x64xf16>, token
  %reshape_85 = reshape %tile : tile<1x1x256x64xf16> -> tile<256x64xf16>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %16 = addi %blockId_x, %cst_1_i32_86 : tile<i32>
  %17 = muli %16, %cst_256_i32_73 : tile<i32>
  %18 = addi %arg40, %17 : tile<i32>
  %19 = muli %blockId_x, %cst_256_i32_73 : tile<i32>
  %20 = addi %arg40, %19 : tile<i32>
  %21 = divi %20, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %22 = divi %assume_37, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %23 = mini %21, %22 signed : tile<i32>
  %24 = mini %18, %assume_37 signed : tile<i32>
  %25 = divi %24, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %cst_0_i32_89 = constant <i32: 0> : tile<i32>
  %pview_90 = make_partition_view %tview_47 : partition_view<tile=(1x1x64x128), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_91 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_92 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_93 = broadcast %reshape_92 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_94 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_95 = broadcast %reshape_94 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_96 = constant <i32: 0> : tile<i32>
  %pview_97 = make_partition_view %tview_59 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %26 = mini %25, %23 signed : tile<i32>
  %27 = maxi %cst_0_i32_87, %23 signed : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_87 to %26, step %cst_1_i32_88) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_83, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_82) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_110, %result_token_111 = load_view_tko weak %pview_90[%1, %9, %cst_0_i32_89, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x64x128), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xf16>, token
    %reshape_112 = reshape %tile_110 : tile<1x1x64x128xf16> -> tile<64x128xf16>
    %46 = mmaf %reshape_85, %reshape_112, %cst_0_f32_91 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
    %reduce = reduce %46 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %58 : tile<f32>
    }
    %reshape_113 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %47 = mulf %reshape_113, %bcast_93  : tile<256x1xf32>
    %48 = maxf %iterArg2, %47 : tile<256x1xf32>
    %bcast_114 = broadcast %48 : tile<256x1xf32> -> tile<256x128xf32>
    %49 = negf %bcast_114 : tile<256x128xf32>
    %50 = fma %46, %bcast_95, %49  : tile<256x128xf32>
    %51 = exp2 %50 flush_to_zero : tile<256x128xf32>
    %reduce_115 = reduce %51 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %reshape_116 = reshape %reduce_115 : tile<256xf32> -> tile<256x1xf32>
    %52 = subf %iterArg2, %48  : tile<256x1xf32>
    %53 = exp2 %52 flush_to_zero : tile<256x1xf32>
    %54 = fma %iterArg1, %53, %reshape_116  : tile<256x1xf32>
    %bcast_117 = broadcast %53 : tile<256x1xf32> -> tile<256x64xf32>
    %55 = mulf %iterArg0, %bcast_117  : tile<256x64xf32>
    %tile_118, %result_token_119 = load_view_tko weak %pview_97[%1, %9, %loopIdx, %cst_0_i32_96] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_120 = reshape %tile_118 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %56 = ftof %51  : tile<256x128xf32> -> tile<256x128xf16>
    %57 = mmaf %56, %reshape_120, %55 : tile<256x128xf16>, tile<128x64xf16>, tile<256x64xf32>
    continue %57, %54, %48 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %for_98:3 = for %loopIdx in (%27 to %25, step %cst_1_i32_88) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_110, %result_token_111 = load_view_tko weak %pview_90[%1, %9, %cst_0_i32_89, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x64x128), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x64x128xf16>, token
    %reshape_112 = reshape %tile_110 : tile<1x1x64x128xf16> -> tile<64x128xf16>
    %46 = mmaf %reshape_85, %reshape_112, %cst_0_f32_91 : tile<256x64xf16>, tile<64x128xf16>, tile<256x128xf32>
    %47 = muli %loopIdx, %cst_128_i32 : tile<i32>
    %reshape_113 = reshape %47 : tile<i32> -> tile<1x1xi32>
    %bcast_114 = broadcast %reshape_113 : tile<1x1xi32> -> tile<1x128xi32>
    %48 = addi %bcast_114, %reshape_81 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %reshape_115 = reshape %assume_37 : tile<i32> -> tile<1x1xi32>
    %bcast_116 = broadcast %reshape_115 : tile<1x1xi32> -> tile<1x128xi32>
    %49 = cmpi less_than %48, %bcast_116, signed : tile<1x128xi32> -> tile<1x128xi1>
    %bcast_117 = broadcast %49 : tile<1x128xi1> -> tile<256x128xi1>
    %50 = andi %true, %bcast_117 : tile<256x128xi1>
    %bcast_118 = broadcast %reshape_80 : tile<256x1xi32> -> tile<256x128xi32>
    %bcast_119 = broadcast %48 : tile<1x128xi32> -> tile<256x128xi32>
    %51 = cmpi greater_than_or_equal %bcast_118, %bcast_119, signed : tile<256x128xi32> -> tile<256x128xi1>
    %52 = andi %50, %51 : tile<256x128xi1>
    %cst_0_f32_120 = constant <f32: 0.000000e+00> : tile<f32>
    %cst_f32_121 = constant <f32: 0xFF800000> : tile<f32>
    %reshape_122 = reshape %cst_0_f32_120 : tile<f32> -> tile<1x1xf32>
    %bcast_123 = broadcast %reshape_122 : tile<1x1xf32> -> tile<256x128xf32>
    %reshape_124 = reshape %cst_f32_121 : tile<f32> -> tile<1x1xf32>
    %bcast_125 = broadcast %reshape_124 : tile<1x1xf32> -> tile<256x128xf32>
    %53 = select %52, %bcast_123, %bcast_125 : tile<256x128xi1>, tile<256x128xf32>
    %54 = addf %46, %53  : tile<256x128xf32>
    %reduce = reduce %54 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %66 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %66 : tile<f32>
    }
    %reshape_126 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %55 = mulf %reshape_126, %bcast_93  : tile<256x1xf32>
    %56 = maxf %iterArg2, %55 : tile<256x1xf32>
    %bcast_127 = broadcast %56 : tile<256x1xf32> -> tile<256x128xf32>
    %57 = negf %bcast_127 : tile<256x128xf32>
    %58 = fma %54, %bcast_95, %57  : tile<256x128xf32>
    %59 = exp2 %58 flush_to_zero : tile<256x128xf32>
    %reduce_128 = reduce %59 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %66 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %66 : tile<f32>
    }
    %reshape_129 = reshape %reduce_128 : tile<256xf32> -> tile<256x1xf32>
    %60 = subf %iterArg2, %56  : tile<256x1xf32>
    %61 = exp2 %60 flush_to_zero : tile<256x1xf32>
    %62 = fma %iterArg1, %61, %reshape_129  : tile<256x1xf32>
    %bcast_130 = broadcast %61 : tile<256x1xf32> -> tile<256x64xf32>
    %63 = mulf %iterArg0, %bcast_130  : tile<256x64xf32>
    %tile_131, %result_token_132 = load_view_tko weak %pview_97[%1, %9, %loopIdx, %cst_0_i32_96] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_133 = reshape %tile_131 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %64 = ftof %59  : tile<256x128xf32> -> tile<256x128xf16>
    %65 = mmaf %64, %reshape_133, %63 : tile<256x128xf16>, tile<128x64xf16>, tile<256x64xf32>
    continue %65, %62, %56 : tile<256x64xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %bcast_99 = broadcast %for_98#1 : tile<256x1xf32> -> tile<256x64xf32>
  %28 = divf %for_98#0, %bcast_99 rounding<approx> flush_to_zero : tile<256x64xf32>
  %reshape_100 = reshape %28 : tile<256x64xf32> -> tile<1x1x256x64xf32>
  %29 = ftof %reshape_100  : tile<1x1x256x64xf32> -> tile<1x1x256x64xf16>
  %cst_0_i32_101 = constant <i32: 0> : tile<i32>
  %pview_102 = make_partition_view %tview_71 : partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %30 = store_view_tko weak %29, %pview_102[%1, %8, %blockId_x, %cst_0_i32_101] token = %0 : tile<1x1x256x64xf16>, partition_view<tile=(1x1x256x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %31 = log2 %for_98#1 : tile<256x1xf32>
  %32 = addf %for_98#2, %31  : tile<256x1xf32>
  %reshape_103 = reshape %32 : tile<256x1xf32> -> tile<256xf32>
  %33 = iota : tile<256xi32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %34 = muli %1, %cst_1024_i32 : tile<i32>
  %35 = muli %8, %cst_256_i32 : tile<i32>
  %36 = addi %34, %35 : tile<i32>
  %37 = muli %blockId_x, %cst_256_i32_73 : tile<i32>
  %38 = addi %36, %37 : tile<i32>
  %reshape_104 = reshape %38 : tile<i32> -> tile<1xi32>
  %bcast_105 = broadcast %reshape_104 : tile<1xi32> -> tile<256xi32>
  %39 = addi %bcast_105, %33 : tile<256xi32>
  %40 = exti %39 signed : tile<256xi32> -> tile<256xi64>
  %41 = exti %assume_assume_72 signed : tile<i32> -> tile<i64>
  %reshape_106 = reshape %41 : tile<i64> -> tile<1xi64>
  %bcast_107 = broadcast %reshape_106 : tile<1xi64> -> tile<256xi64>
  %42 = cmpi less_than %40, %bcast_107, unsigned : tile<256xi64> -> tile<256xi1>
  %43 = muli %40, %cst_1_i64 : tile<256xi64>
  %reshape_108 = reshape %assume_19 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_109 = broadcast %reshape_108 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %44 = offset %bcast_109, %43 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %45 = store_ptr_tko weak %44, %reshape_103, %42 token=%0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
