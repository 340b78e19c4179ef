entry @_gemma_fmha_kernel_Kt2_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_A4f16_1s1_7v8l0_8t1_ci16_p16_Sf32_I1_I8_I128_I128_I64_I128_I128_I1_I1_I0_F0000000000000000_B0_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<f16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>) optimization_hints=<default = {occupancy = 2}> {
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
  %assume_30 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_34 = assume div_by<8>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_38 = assume div_by<8>, %assume_assume_37 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_34 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_30, %assume_assume_assume, %assume_assume_assume_32], strides = [%assume_assume_assume_assume, %assume_assume_assume_36, %assume_assume_assume_38, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_39 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_47 = assume div_by<8>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %assume_assume_assume_assume_50 = assume div_by<8>, %assume_assume_assume_45 : tile<i32>
  %tview_51 = make_tensor_view %assume_5, shape = [1, %assume_39, %assume_assume_assume_41, %assume_assume_assume_43], strides = [%assume_assume_assume_assume_50, %assume_assume_assume_47, %assume_assume_assume_49, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_52 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_54 = assume div_by<16>, %assume_assume_53 : tile<i32>
  %assume_assume_55 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_56 = assume div_by<16>, %assume_assume_55 : tile<i32>
  %assume_assume_57 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_58 = assume div_by<8>, %assume_assume_57 : tile<i32>
  %assume_assume_59 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_60 = assume div_by<8>, %assume_assume_59 : tile<i32>
  %assume_assume_61 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_62 = assume div_by<8>, %assume_assume_61 : tile<i32>
  %assume_assume_assume_assume_63 = assume div_by<8>, %assume_assume_assume_58 : tile<i32>
  %tview_64 = make_tensor_view %assume_11, shape = [1, %assume_52, %assume_assume_assume_54, %assume_assume_assume_56], strides = [%assume_assume_assume_assume_63, %assume_assume_assume_60, %assume_assume_assume_62, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %assume_65 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_67 = assume div_by<16>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_69 = assume div_by<16>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_71 = assume div_by<8>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_73 = assume div_by<8>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_75 = assume div_by<8>, %assume_assume_74 : tile<i32>
  %assume_assume_assume_assume_76 = assume div_by<8>, %assume_assume_assume_71 : tile<i32>
  %tview_77 = make_tensor_view %assume_17, shape = [1, %assume_65, %assume_assume_assume_67, %assume_assume_assume_69], strides = [%assume_assume_assume_assume_76, %assume_assume_assume_73, %assume_assume_assume_75, 1] : tile<i32> -> tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_78, %blockId_y_79, %blockId_z_80 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_79, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_79, %cst_8_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_8_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %9 = mulf %arg36, %cst_f32  : tile<f32>
  %cst_f32_81 = constant <f32: 0xFF800000> : tile<128xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<128xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x64xf32>
  %cst_0_i32_82 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_82] token = %0 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
  %reshape = reshape %tile : tile<1x1x128x64xf16> -> tile<128x64xf16>
  %cst_0_i32_83 = constant <i32: 0> : tile<i32>
  %cst_0_i32_84 = constant <i32: 0> : tile<i32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %pview_86 = make_partition_view %tview_51 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_0_f32_87 = constant <f32: 0.000000e+00> : tile<128x128xf32>
  %reshape_88 = reshape %9 : tile<f32> -> tile<1xf32>
  %bcast = broadcast %reshape_88 : tile<1xf32> -> tile<128xf32>
  %reshape_89 = reshape %9 : tile<f32> -> tile<1x1xf32>
  %bcast_90 = broadcast %reshape_89 : tile<1x1xf32> -> tile<128x128xf32>
  %cst_0_i32_91 = constant <i32: 0> : tile<i32>
  %pview_92 = make_partition_view %tview_64 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %for:4 = for %loopIdx in (%cst_0_i32_83 to %assume_assume_assume_41, step %cst_128_i32) : tile<i32> iter_values(%iterArg0 = %cst_0_f32, %iterArg1 = %cst_0_i32_84, %iterArg2 = %cst_1_f32, %iterArg3 = %cst_f32_81) -> (tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>) {
    %tile_99, %result_token_100 = load_view_tko weak %pview_86[%1, %8, %iterArg1, %cst_0_i32_85] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_101 = reshape %tile_99 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %13 = permute %reshape_101 [1, 0] : tile<128x64xf16> -> tile<64x128xf16>
    %14 = mmaf %reshape, %13, %cst_0_f32_87 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
    %reduce = reduce %14 dim=1 identities=[0xFF800000 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %27 : tile<f32>
    }
    %15 = mulf %reduce, %bcast  : tile<128xf32>
    %16 = maxf %iterArg3, %15 : tile<128xf32>
    %reshape_102 = reshape %16 : tile<128xf32> -> tile<128x1xf32>
    %bcast_103 = broadcast %reshape_102 : tile<128x1xf32> -> tile<128x128xf32>
    %17 = negf %bcast_103 : tile<128x128xf32>
    %18 = fma %14, %bcast_90, %17  : tile<128x128xf32>
    %19 = exp2 %18 flush_to_zero : tile<128x128xf32>
    %reduce_104 = reduce %19 dim=1 identities=[0.000000e+00 : f32] : tile<128x128xf32> -> tile<128xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %27 : tile<f32>
    }
    %20 = subf %iterArg3, %16  : tile<128xf32>
    %21 = exp2 %20 flush_to_zero : tile<128xf32>
    %22 = fma %iterArg2, %21, %reduce_104  : tile<128xf32>
    %reshape_105 = reshape %21 : tile<128xf32> -> tile<128x1xf32>
    %bcast_106 = broadcast %reshape_105 : tile<128x1xf32> -> tile<128x64xf32>
    %23 = mulf %iterArg0, %bcast_106  : tile<128x64xf32>
    %tile_107, %result_token_108 = load_view_tko weak %pview_92[%1, %8, %iterArg1, %cst_0_i32_91] token = %0 optimization_hints = <default = {latency = 3}> : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x64xf16>, token
    %reshape_109 = reshape %tile_107 : tile<1x1x128x64xf16> -> tile<128x64xf16>
    %24 = ftof %19  : tile<128x128xf32> -> tile<128x128xf16>
    %25 = mmaf %24, %reshape_109, %23 : tile<128x128xf16>, tile<128x64xf16>, tile<128x64xf32>
    %26 = addi %iterArg1, %cst_1_i32_93 : tile<i32>
    continue %25, %26, %22, %16 : tile<128x64xf32>, tile<i32>, tile<128xf32>, tile<128xf32>
  }
  %reshape_94 = reshape %for#2 : tile<128xf32> -> tile<128x1xf32>
  %bcast_95 = broadcast %reshape_94 : tile<128x1xf32> -> tile<128x64xf32>
  %10 = divf %for#0, %bcast_95 rounding<approx> flush_to_zero : tile<128x64xf32>
  %reshape_96 = reshape %10 : tile<128x64xf32> -> tile<1x1x128x64xf32>
  %11 = ftof %reshape_96  : tile<1x1x128x64xf32> -> tile<1x1x128x64xf16>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %pview_98 = make_partition_view %tview_77 : partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>
  %12 = store_view_tko weak %11, %pview_98[%1, %8, %blockId_x, %cst_0_i32_97] token = %0 : tile<1x1x128x64xf16>, partition_view<tile=(1x1x128x64), tensor_view<1x?x?x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
