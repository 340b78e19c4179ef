entry @_fmha_kernel_Kt1_A4f16_7v8l0_8t1_ai16_p16_A4f16_7v8l0_8t1_ai16_p16_A4f16_7v8l0_8t1_ai16_p16_A4f16_7v8l0_8t1_ai16_p16_Sf32_Si32_I128_I32_I256_I128_I1_B0_B0(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>, %arg37: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg4 : tile<i32>
  %assume_2 = assume div_by<8>, %arg5 : tile<i32>
  %assume_3 = assume div_by<8>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<16>, %arg9 : tile<ptr<f16>>
  %assume_6 = assume div_by<16>, %arg11 : tile<i32>
  %assume_7 = assume div_by<16>, %arg13 : tile<i32>
  %assume_8 = assume div_by<8>, %arg14 : tile<i32>
  %assume_9 = assume div_by<8>, %arg15 : tile<i32>
  %assume_10 = assume div_by<8>, %arg16 : tile<i32>
  %assume_11 = assume div_by<16>, %arg18 : tile<ptr<f16>>
  %assume_12 = assume div_by<16>, %arg20 : tile<i32>
  %assume_13 = assume div_by<16>, %arg22 : tile<i32>
  %assume_14 = assume div_by<8>, %arg23 : tile<i32>
  %assume_15 = assume div_by<8>, %arg24 : tile<i32>
  %assume_16 = assume div_by<8>, %arg25 : tile<i32>
  %assume_17 = assume div_by<16>, %arg27 : tile<ptr<f16>>
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
  %tview = make_tensor_view %assume, shape = [%assume_26, %assume_assume_assume, %assume_27, %assume_assume_assume_29], strides = [%assume_assume_assume_31, %assume_assume_assume_33, %assume_assume_assume_35, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
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
  %tview_48 = make_tensor_view %assume_5, shape = [%assume_36, %assume_assume_assume_38, %assume_39, %assume_assume_assume_41], strides = [%assume_assume_assume_43, %assume_assume_assume_45, %assume_assume_assume_47, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
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
  %tview_61 = make_tensor_view %assume_11, shape = [%assume_49, %assume_assume_assume_51, %assume_52, %assume_assume_assume_54], strides = [%assume_assume_assume_56, %assume_assume_assume_58, %assume_assume_assume_60, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
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
  %tview_74 = make_tensor_view %assume_17, shape = [%assume_62, %assume_assume_assume_64, %assume_65, %assume_assume_assume_67], strides = [%assume_assume_assume_69, %assume_assume_assume_71, %assume_assume_assume_73, 1] : tile<i32> -> tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
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
  %11 = iota : tile<128xi32>
  %reshape = reshape %11 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_79 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_80 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_0_i32_81 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_81] token = %0 : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xf16>, token
  %reshape_82 = reshape %tile : tile<1x1x256x128xf16> -> tile<256x128xf16>
  %12 = divi %assume_39, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %13 = divi %assume_39, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_83 = constant <i32: 0> : tile<i32>
  %cst_1_i32_84 = constant <i32: 1> : tile<i32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %pview_86 = make_partition_view %tview_48 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_87 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_88 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_88 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_89 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_90 = broadcast %reshape_89 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %pview_92 = make_partition_view %tview_61 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %14 = mini %12, %13 signed : tile<i32>
  %15 = maxi %cst_0_i32_83, %13 signed : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_83 to %14, step %cst_1_i32_84) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_80, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_79) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_98, %result_token_99 = load_view_tko weak %pview_86[%1, %9, %cst_0_i32_85, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xf16>, token
    %reshape_100 = reshape %tile_98 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %19 = mmaf %reshape_82, %reshape_100, %cst_0_f32_87 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    %reduce = reduce %19 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %31 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %31 : tile<f32>
    }
    %reshape_101 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %20 = mulf %reshape_101, %bcast  : tile<256x1xf32>
    %21 = maxf %iterArg2, %20 : tile<256x1xf32>
    %bcast_102 = broadcast %21 : tile<256x1xf32> -> tile<256x128xf32>
    %22 = negf %bcast_102 : tile<256x128xf32>
    %23 = fma %19, %bcast_90, %22  : tile<256x128xf32>
    %24 = exp2 %23 flush_to_zero : tile<256x128xf32>
    %reduce_103 = reduce %24 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %31 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %31 : tile<f32>
    }
    %reshape_104 = reshape %reduce_103 : tile<256xf32> -> tile<256x1xf32>
    %25 = subf %iterArg2, %21  : tile<256x1xf32>
    %26 = exp2 %25 flush_to_zero : tile<256x1xf32>
    %27 = fma %iterArg1, %26, %reshape_104  : tile<256x1xf32>
    %bcast_105 = broadcast %26 : tile<256x1xf32> -> tile<256x128xf32>
    %28 = mulf %iterArg0, %bcast_105  : tile<256x128xf32>
    %tile_106, %result_token_107 = load_view_tko weak %pview_92[%1, %9, %loopIdx, %cst_0_i32_91] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
    %reshape_108 = reshape %tile_106 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %29 = ftof %24  : tile<256x128xf32> -> tile<256x128xf16>
    %30 = mmaf %29, %reshape_108, %28 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    continue %30, %27, %21 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %for_93:3 = for %loopIdx in (%15 to %12, step %cst_1_i32_84) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_98, %result_token_99 = load_view_tko weak %pview_86[%1, %9, %cst_0_i32_85, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xf16>, token
    %reshape_100 = reshape %tile_98 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %19 = mmaf %reshape_82, %reshape_100, %cst_0_f32_87 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    %20 = muli %loopIdx, %cst_128_i32 : tile<i32>
    %reshape_101 = reshape %20 : tile<i32> -> tile<1x1xi32>
    %bcast_102 = broadcast %reshape_101 : tile<1x1xi32> -> tile<1x128xi32>
    %21 = addi %bcast_102, %reshape : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %reshape_103 = reshape %assume_39 : tile<i32> -> tile<1x1xi32>
    %bcast_104 = broadcast %reshape_103 : tile<1x1xi32> -> tile<1x128xi32>
    %22 = cmpi less_than %21, %bcast_104, signed : tile<1x128xi32> -> tile<1x128xi1>
    %bcast_105 = broadcast %22 : tile<1x128xi1> -> tile<256x128xi1>
    %23 = andi %true, %bcast_105 : tile<256x128xi1>
    %cst_0_f32_106 = constant <f32: 0.000000e+00> : tile<f32>
    %cst_f32_107 = constant <f32: 0xFF800000> : tile<f32>
    %reshape_108 = reshape %cst_0_f32_106 : tile<f32> -> tile<1x1xf32>
    %bcast_109 = broadcast %reshape_108 : tile<1x1xf32> -> tile<256x128xf32>
    %reshape_110 = reshape %cst_f32_107 : tile<f32> -> tile<1x1xf32>
    %bcast_111 = broadcast %reshape_110 : tile<1x1xf32> -> tile<256x128xf32>
    %24 = select %23, %bcast_109, %bcast_111 : tile<256x128xi1>, tile<256x128xf32>
    %25 = addf %19, %24  : tile<256x128xf32>
    %reduce = reduce %25 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %37 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %37 : tile<f32>
    }
    %reshape_112 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %26 = mulf %reshape_112, %bcast  : tile<256x1xf32>
    %27 = maxf %iterArg2, %26 : tile<256x1xf32>
    %bcast_113 = broadcast %27 : tile<256x1xf32> -> tile<256x128xf32>
    %28 = negf %bcast_113 : tile<256x128xf32>
    %29 = fma %25, %bcast_90, %28  : tile<256x128xf32>
    %30 = exp2 %29 flush_to_zero : tile<256x128xf32>
    %reduce_114 = reduce %30 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %37 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %37 : tile<f32>
    }
    %reshape_115 = reshape %reduce_114 : tile<256xf32> -> tile<256x1xf32>
    %31 = subf %iterArg2, %27  : tile<256x1xf32>
    %32 = exp2 %31 flush_to_zero : tile<256x1xf32>
    %33 = fma %iterArg1, %32, %reshape_115  : tile<256x1xf32>
    %bcast_116 = broadcast %32 : tile<256x1xf32> -> tile<256x128xf32>
    %34 = mulf %iterArg0, %bcast_116  : tile<256x128xf32>
    %tile_117, %result_token_118 = load_view_tko weak %pview_92[%1, %9, %loopIdx, %cst_0_i32_91] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xf16>, token
    %reshape_119 = reshape %tile_117 : tile<1x1x128x128xf16> -> tile<128x128xf16>
    %35 = ftof %30  : tile<256x128xf32> -> tile<256x128xf16>
    %36 = mmaf %35, %reshape_119, %34 : tile<256x128xf16>, tile<128x128xf16>, tile<256x128xf32>
    continue %36, %33, %27 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %bcast_94 = broadcast %for_93#1 : tile<256x1xf32> -> tile<256x128xf32>
  %16 = divf %for_93#0, %bcast_94 rounding<approx> flush_to_zero : tile<256x128xf32>
  %reshape_95 = reshape %16 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %17 = ftof %reshape_95  : tile<1x1x256x128xf32> -> tile<1x1x256x128xf16>
  %cst_0_i32_96 = constant <i32: 0> : tile<i32>
  %pview_97 = make_partition_view %tview_74 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>
  %18 = store_view_tko weak %17, %pview_97[%1, %8, %blockId_x, %cst_0_i32_96] token = %0 : tile<1x1x256x128xf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
