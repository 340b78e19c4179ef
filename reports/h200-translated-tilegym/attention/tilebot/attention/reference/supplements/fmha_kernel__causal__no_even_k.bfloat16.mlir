entry @_fmha_kernel_Kt1_A4bf16_7v8l0_8t1_ai16_p16_A4bf16_7v8l0_8t1_ai16_p16_A4bf16_7v8l0_8t1_ai16_p16_A4bf16_7v8l0_8t1_ai16_p16_Sf32_Si32_I128_I32_I256_I128_I1_B1_B0(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>, %arg37: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<8>, %arg14 : tile<i32>
  %assume_9 = assume div_by<8>, %arg15 : tile<i32>
  %assume_10 = assume div_by<8>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_12 = assume div_by<16>, %arg20 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<8>, %arg23 : tile<i32>
  %assume_15 = assume div_by<8>, %arg24 : tile<i32>
  %assume_16 = assume div_by<8>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_18 = assume div_by<16>, %arg29 : tile<i32>
  %assume_19 = assume div_by<16>, %arg31 : tile<i32>
  %assume_20 = assume div_by<8>, %arg32 : tile<i32>
  %assume_21 = assume div_by<8>, %arg33 : tile<i32>
  %assume_22 = assume div_by<8>, %arg34 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_31 = assume div_by<8>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_35 = assume div_by<8>, %assume_assume_34 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_26, %assume_assume_assume, %assume_27, %assume_assume_assume_29], strides = [%assume_assume_assume_31, %assume_assume_assume_33, %assume_assume_assume_35, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_36 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_38 = assume div_by<16>, %assume_assume_37 : tile<i32>
  %assume_39 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %tview_48 = make_tensor_view %assume_5, shape = [%assume_36, %assume_assume_assume_38, %assume_39, %assume_assume_assume_41], strides = [%assume_assume_assume_43, %assume_assume_assume_45, %assume_assume_assume_47, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_49 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_51 = assume div_by<16>, %assume_assume_50 : tile<i32>
  %assume_52 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_56 = assume div_by<8>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_60 = assume div_by<8>, %assume_assume_59 : tile<i32>
  %tview_61 = make_tensor_view %assume_11, shape = [%assume_49, %assume_assume_assume_51, %assume_52, %assume_assume_assume_54], strides = [%assume_assume_assume_56, %assume_assume_assume_58, %assume_assume_assume_60, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_62 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_63 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_64 = assume div_by<16>, %assume_assume_63 : tile<i32>
  %assume_65 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_67 = assume div_by<16>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_69 = assume div_by<8>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %tview_74 = make_tensor_view %assume_17, shape = [%assume_62, %assume_assume_assume_64, %assume_65, %assume_assume_assume_67], strides = [%assume_assume_assume_69, %assume_assume_assume_71, %assume_assume_assume_73, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32_75 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_76, %blockId_y_77, %blockId_z_78 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_77, %cst_32_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_77, %cst_32_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_32_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_1_i32_75 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg36, %cst_f32  : tile<f32>
  %11 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %12 = iota : tile<256xi32>
  %reshape = reshape %11 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %13 = addi %bcast, %12 : tile<256xi32>
  %reshape_79 = reshape %arg37 : tile<i32> -> tile<1xi32>
  %bcast_80 = broadcast %reshape_79 : tile<1xi32> -> tile<256xi32>
  %14 = addi %13, %bcast_80 : tile<256xi32>
  %reshape_81 = reshape %14 : tile<256xi32> -> tile<256x1xi32>
  %15 = iota : tile<128xi32>
  %reshape_82 = reshape %15 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_83 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_84 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_85] token = %0 : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xbf16>, token
  %reshape_86 = reshape %tile : tile<1x1x256x128xbf16> -> tile<256x128xbf16>
  %cst_1_i32_87 = constant <i32: 1> : tile<i32>
  %16 = addi %blockId_x, %cst_1_i32_87 : tile<i32>
  %17 = muli %16, %cst_256_i32 : tile<i32>
  %18 = addi %arg37, %17 : tile<i32>
  %19 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %20 = addi %arg37, %19 : tile<i32>
  %21 = divi %20, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %22 = divi %assume_39, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %23 = mini %21, %22 signed : tile<i32>
  %24 = mini %18, %assume_39 signed : tile<i32>
  %25 = divi %24, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_88 = constant <i32: 0> : tile<i32>
  %cst_1_i32_89 = constant <i32: 1> : tile<i32>
  %cst_0_i32_90 = constant <i32: 0> : tile<i32>
  %pview_91 = make_partition_view %tview_48 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_92 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_93 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_94 = broadcast %reshape_93 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_95 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_96 = broadcast %reshape_95 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %pview_98 = make_partition_view %tview_61 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %26 = mini %25, %23 signed : tile<i32>
  %27 = maxi %cst_0_i32_88, %23 signed : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_88 to %26, step %cst_1_i32_89) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_84, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_83) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_104, %result_token_105 = load_view_tko weak %pview_91[%1, %9, %cst_0_i32_90, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_106 = reshape %tile_104 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %31 = mmaf %reshape_86, %reshape_106, %cst_0_f32_92 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %reduce = reduce %31 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %43 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %43 : tile<f32>
    }
    %reshape_107 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %32 = mulf %reshape_107, %bcast_94  : tile<256x1xf32>
    %33 = maxf %iterArg2, %32 : tile<256x1xf32>
    %bcast_108 = broadcast %33 : tile<256x1xf32> -> tile<256x128xf32>
    %34 = negf %bcast_108 : tile<256x128xf32>
    %35 = fma %31, %bcast_96, %34  : tile<256x128xf32>
    %36 = exp2 %35 flush_to_zero : tile<256x128xf32>
    %reduce_109 = reduce %36 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %43 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %43 : tile<f32>
    }
    %reshape_110 = reshape %reduce_109 : tile<256xf32> -> tile<256x1xf32>
    %37 = subf %iterArg2, %33  : tile<256x1xf32>
    %38 = exp2 %37 flush_to_zero : tile<256x1xf32>
    %39 = fma %iterArg1, %38, %reshape_110  : tile<256x1xf32>
    %bcast_111 = broadcast %38 : tile<256x1xf32> -> tile<256x128xf32>
    %40 = mulf %iterArg0, %bcast_111  : tile<256x128xf32>
    %tile_112, %result_token_113 = load_view_tko weak %pview_98[%1, %9, %loopIdx, %cst_0_i32_97] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_114 = reshape %tile_112 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %41 = ftof %36  : tile<256x128xf32> -> tile<256x128xbf16>
    %42 = mmaf %41, %reshape_114, %40 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %42, %39, %33 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %for_99:3 = for %loopIdx in (%27 to %25, step %cst_1_i32_89) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_104, %result_token_105 = load_view_tko weak %pview_91[%1, %9, %cst_0_i32_90, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_106 = reshape %tile_104 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %31 = mmaf %reshape_86, %reshape_106, %cst_0_f32_92 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %32 = muli %loopIdx, %cst_128_i32 : tile<i32>
    %reshape_107 = reshape %32 : tile<i32> -> tile<1x1xi32>
    %bcast_108 = broadcast %reshape_107 : tile<1x1xi32> -> tile<1x128xi32>
    %33 = addi %bcast_108, %reshape_82 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %reshape_109 = reshape %assume_39 : tile<i32> -> tile<1x1xi32>
    %bcast_110 = broadcast %reshape_109 : tile<1x1xi32> -> tile<1x128xi32>
    %34 = cmpi less_than %33, %bcast_110, signed : tile<1x128xi32> -> tile<1x128xi1>
    %bcast_111 = broadcast %34 : tile<1x128xi1> -> tile<256x128xi1>
    %35 = andi %true, %bcast_111 : tile<256x128xi1>
    %bcast_112 = broadcast %reshape_81 : tile<256x1xi32> -> tile<256x128xi32>
    %bcast_113 = broadcast %33 : tile<1x128xi32> -> tile<256x128xi32>
    %36 = cmpi greater_than_or_equal %bcast_112, %bcast_113, signed : tile<256x128xi32> -> tile<256x128xi1>
    %37 = andi %35, %36 : tile<256x128xi1>
    %cst_0_f32_114 = constant <f32: 0.000000e+00> : tile<f32>
    %cst_f32_115 = constant <f32: 0xFF800000> : tile<f32>
    %reshape_116 = reshape %cst_0_f32_114 : tile<f32> -> tile<1x1xf32>
    %bcast_117 = broadcast %reshape_116 : tile<1x1xf32> -> tile<256x128xf32>
    %reshape_118 = reshape %cst_f32_115 : tile<f32> -> tile<1x1xf32>
    %bcast_119 = broadcast %reshape_118 : tile<1x1xf32> -> tile<256x128xf32>
    %38 = select %37, %bcast_117, %bcast_119 : tile<256x128xi1>, tile<256x128xf32>
    %39 = addf %31, %38  : tile<256x128xf32>
    %reduce = reduce %39 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %51 : tile<f32>
    }
    %reshape_120 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %40 = mulf %reshape_120, %bcast_94  : tile<256x1xf32>
    %41 = maxf %iterArg2, %40 : tile<256x1xf32>
    %bcast_121 = broadcast %41 : tile<256x1xf32> -> tile<256x128xf32>
    %42 = negf %bcast_121 : tile<256x128xf32>
    %43 = fma %39, %bcast_96, %42  : tile<256x128xf32>
    %44 = exp2 %43 flush_to_zero : tile<256x128xf32>
    %reduce_122 = reduce %44 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %51 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %51 : tile<f32>
    }
    %reshape_123 = reshape %reduce_122 : tile<256xf32> -> tile<256x1xf32>
    %45 = subf %iterArg2, %41  : tile<256x1xf32>
    %46 = exp2 %45 flush_to_zero : tile<256x1xf32>
    %47 = fma %iterArg1, %46, %reshape_123  : tile<256x1xf32>
    %bcast_124 = broadcast %46 : tile<256x1xf32> -> tile<256x128xf32>
    %48 = mulf %iterArg0, %bcast_124  : tile<256x128xf32>
    %tile_125, %result_token_126 = load_view_tko weak %pview_98[%1, %9, %loopIdx, %cst_0_i32_97] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_127 = reshape %tile_125 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %49 = ftof %44  : tile<256x128xf32> -> tile<256x128xbf16>
    %50 = mmaf %49, %reshape_127, %48 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %50, %47, %41 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %bcast_100 = broadcast %for_99#1 : tile<256x1xf32> -> tile<256x128xf32>
  %28 = divf %for_99#0, %bcast_100 rounding<approx> flush_to_zero : tile<256x128xf32>
  %reshape_101 = reshape %28 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %29 = ftof %reshape_101  : tile<1x1x256x128xf32> -> tile<1x1x256x128xbf16>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %pview_103 = make_partition_view %tview_74 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %30 = store_view_tko weak %29, %pview_103[%1, %8, %blockId_x, %cst_0_i32_102] token = %0 : tile<1x1x256x128xbf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
