entry @_fmha_kernel_Kt1_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_7v8l0_8t1_ei16_p16_A4bf16_7v8l0_8t1_ei16_p16_Sf32_Si32_I128_I32_I256_I128_I1_B0_B1(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<f32>, %arg37: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<8>, %arg5 : tile<i32>
  %assume_4 = assume div_by<8>, %arg6 : tile<i32>
  %assume_5 = assume div_by<8>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_7 = assume div_by<16>, %arg11 : tile<i32>
  %assume_8 = assume div_by<16>, %arg12 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<i32>
  %assume_10 = assume div_by<8>, %arg14 : tile<i32>
  %assume_11 = assume div_by<8>, %arg15 : tile<i32>
  %assume_12 = assume div_by<8>, %arg16 : tile<i32>
  %assume_13 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %assume_15 = assume div_by<16>, %arg21 : tile<i32>
  %assume_16 = assume div_by<16>, %arg22 : tile<i32>
  %assume_17 = assume div_by<8>, %arg23 : tile<i32>
  %assume_18 = assume div_by<8>, %arg24 : tile<i32>
  %assume_19 = assume div_by<8>, %arg25 : tile<i32>
  %assume_20 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_21 = assume div_by<16>, %arg29 : tile<i32>
  %assume_22 = assume div_by<16>, %arg30 : tile<i32>
  %assume_23 = assume div_by<16>, %arg31 : tile<i32>
  %assume_24 = assume div_by<8>, %arg32 : tile<i32>
  %assume_25 = assume div_by<8>, %arg33 : tile<i32>
  %assume_26 = assume div_by<8>, %arg34 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_34 = assume div_by<16>, %assume_assume_33 : tile<i32>
  %assume_assume_35 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_36 = assume div_by<8>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_38 = assume div_by<8>, %assume_assume_37 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_40 = assume div_by<8>, %assume_assume_39 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_30, %assume_assume_assume, %assume_assume_assume_32, %assume_assume_assume_34], strides = [%assume_assume_assume_36, %assume_assume_assume_38, %assume_assume_assume_40, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_41 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_45 = assume div_by<16>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_47 = assume div_by<16>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_49 = assume div_by<8>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_51 = assume div_by<8>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_53 = assume div_by<8>, %assume_assume_52 : tile<i32>
  %tview_54 = make_tensor_view %assume_6, shape = [%assume_41, %assume_assume_assume_43, %assume_assume_assume_45, %assume_assume_assume_47], strides = [%assume_assume_assume_49, %assume_assume_assume_51, %assume_assume_assume_53, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_55 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_56 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_57 = assume div_by<16>, %assume_assume_56 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_59 = assume div_by<16>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_61 = assume div_by<16>, %assume_assume_60 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_63 = assume div_by<8>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_65 = assume div_by<8>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %tview_68 = make_tensor_view %assume_13, shape = [%assume_55, %assume_assume_assume_57, %assume_assume_assume_59, %assume_assume_assume_61], strides = [%assume_assume_assume_63, %assume_assume_assume_65, %assume_assume_assume_67, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_69 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_71 = assume div_by<16>, %assume_assume_70 : tile<i32>
  %assume_assume_72 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_73 = assume div_by<16>, %assume_assume_72 : tile<i32>
  %assume_assume_74 = assume bounded<0, ?>, %assume_23 : tile<i32>
  %assume_assume_assume_75 = assume div_by<16>, %assume_assume_74 : tile<i32>
  %assume_assume_76 = assume bounded<0, ?>, %assume_24 : tile<i32>
  %assume_assume_assume_77 = assume div_by<8>, %assume_assume_76 : tile<i32>
  %assume_assume_78 = assume bounded<0, ?>, %assume_25 : tile<i32>
  %assume_assume_assume_79 = assume div_by<8>, %assume_assume_78 : tile<i32>
  %assume_assume_80 = assume bounded<0, ?>, %assume_26 : tile<i32>
  %assume_assume_assume_81 = assume div_by<8>, %assume_assume_80 : tile<i32>
  %tview_82 = make_tensor_view %assume_20, shape = [%assume_69, %assume_assume_assume_71, %assume_assume_assume_73, %assume_assume_assume_75], strides = [%assume_assume_assume_77, %assume_assume_assume_79, %assume_assume_assume_81, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_84, %blockId_y_85, %blockId_z_86 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_85, %cst_32_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_85, %cst_32_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_32_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_1_i32_83 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg36, %cst_f32  : tile<f32>
  %cst_f32_87 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_88 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_0_i32_89 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_89] token = %0 : partition_view<tile=(1x1x256x128), padding_value = zero, tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xbf16>, token
  %reshape = reshape %tile : tile<1x1x256x128xbf16> -> tile<256x128xbf16>
  %11 = divi %assume_assume_assume_45, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_90 = constant <i32: 0> : tile<i32>
  %cst_1_i32_91 = constant <i32: 1> : tile<i32>
  %cst_0_i32_92 = constant <i32: 0> : tile<i32>
  %pview_93 = make_partition_view %tview_54 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_94 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_95 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_95 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_96 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_97 = broadcast %reshape_96 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_98 = constant <i32: 0> : tile<i32>
  %pview_99 = make_partition_view %tview_68 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %for:3 = for %loopIdx in (%cst_0_i32_90 to %11, step %cst_1_i32_91) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_88, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_87) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_104, %result_token_105 = load_view_tko weak %pview_93[%1, %9, %cst_0_i32_92, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_106 = reshape %tile_104 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %15 = mmaf %reshape, %reshape_106, %cst_0_f32_94 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %reduce = reduce %15 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %27 : tile<f32>
    }
    %reshape_107 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %16 = mulf %reshape_107, %bcast  : tile<256x1xf32>
    %17 = maxf %iterArg2, %16 : tile<256x1xf32>
    %bcast_108 = broadcast %17 : tile<256x1xf32> -> tile<256x128xf32>
    %18 = negf %bcast_108 : tile<256x128xf32>
    %19 = fma %15, %bcast_97, %18  : tile<256x128xf32>
    %20 = exp2 %19 flush_to_zero : tile<256x128xf32>
    %reduce_109 = reduce %20 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %27 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %27 : tile<f32>
    }
    %reshape_110 = reshape %reduce_109 : tile<256xf32> -> tile<256x1xf32>
    %21 = subf %iterArg2, %17  : tile<256x1xf32>
    %22 = exp2 %21 flush_to_zero : tile<256x1xf32>
    %23 = fma %iterArg1, %22, %reshape_110  : tile<256x1xf32>
    %bcast_111 = broadcast %22 : tile<256x1xf32> -> tile<256x128xf32>
    %24 = mulf %iterArg0, %bcast_111  : tile<256x128xf32>
    %tile_112, %result_token_113 = load_view_tko weak %pview_99[%1, %9, %loopIdx, %cst_0_i32_98] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_114 = reshape %tile_112 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %25 = ftof %20  : tile<256x128xf32> -> tile<256x128xbf16>
    %26 = mmaf %25, %reshape_114, %24 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %26, %23, %17 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %bcast_100 = broadcast %for#1 : tile<256x1xf32> -> tile<256x128xf32>
  %12 = divf %for#0, %bcast_100 rounding<approx> flush_to_zero : tile<256x128xf32>
  %reshape_101 = reshape %12 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %13 = ftof %reshape_101  : tile<1x1x256x128xf32> -> tile<1x1x256x128xbf16>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %pview_103 = make_partition_view %tview_82 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %14 = store_view_tko weak %13, %pview_103[%1, %8, %blockId_x, %cst_0_i32_102] token = %0 : tile<1x1x256x128xbf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
