entry @_rope_kernel_Kt2_A4f16_4s1_7v8l0_8t1_ai16_p16_A4f16_4s1_7v8l0_8t1_ai16_p16_A3f16_2s1_3v8l0_4i16t1_p16_A3f16_2s1_3v8l0_4i16t1_p16_I8_I1_I32_I32_I64(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<f16>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>) optimization_hints=<default = {occupancy = 1}> {
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
  %assume_12 = assume div_by<16>, %arg21 : tile<i32>
  %assume_13 = assume div_by<8>, %arg22 : tile<i32>
  %assume_14 = assume div_by<8>, %arg23 : tile<i32>
  %assume_15 = assume div_by<16>, %arg25 : tile<ptr<f16>>
  %assume_16 = assume div_by<16>, %arg28 : tile<i32>
  %assume_17 = assume div_by<8>, %arg29 : tile<i32>
  %assume_18 = assume div_by<8>, %arg30 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_28 = assume div_by<16>, %assume_assume_27 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_30 = assume div_by<8>, %assume_assume_29 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_32 = assume div_by<8>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_34 = assume div_by<8>, %assume_assume_33 : tile<i32>
  %assume_assume_assume_assume = assume div_by<8>, %assume_assume_assume_34 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_26, %assume_assume_assume, 1, %assume_assume_assume_28], strides = [%assume_assume_assume_30, %assume_assume_assume_32, %assume_assume_assume_assume, 1] : tile<i32> -> tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>
  %assume_35 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_37 = assume div_by<16>, %assume_assume_36 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_39 = assume div_by<16>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_45 = assume div_by<8>, %assume_assume_44 : tile<i32>
  %assume_assume_assume_assume_46 = assume div_by<8>, %assume_assume_assume_45 : tile<i32>
  %tview_47 = make_tensor_view %assume_5, shape = [%assume_35, %assume_assume_assume_37, 1, %assume_assume_assume_39], strides = [%assume_assume_assume_41, %assume_assume_assume_43, %assume_assume_assume_assume_46, 1] : tile<i32> -> tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>
  %assume_48 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_49 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_50 = assume div_by<16>, %assume_assume_49 : tile<i32>
  %assume_assume_51 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_52 = assume div_by<8>, %assume_assume_51 : tile<i32>
  %assume_assume_53 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_54 = assume div_by<8>, %assume_assume_53 : tile<i32>
  %assume_assume_assume_assume_55 = assume div_by<8>, %assume_assume_assume_54 : tile<i32>
  %tview_56 = make_tensor_view %assume_11, shape = [%assume_48, 1, %assume_assume_assume_50], strides = [%assume_assume_assume_52, %assume_assume_assume_assume_55, 1] : tile<i32> -> tensor_view<?x1x?xf16, strides=[?,?,1]>
  %assume_57 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_59 = assume div_by<16>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_61 = assume div_by<8>, %assume_assume_60 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_63 = assume div_by<8>, %assume_assume_62 : tile<i32>
  %assume_assume_assume_assume_64 = assume div_by<8>, %assume_assume_assume_63 : tile<i32>
  %tview_65 = make_tensor_view %assume_15, shape = [%assume_57, 1, %assume_assume_assume_59], strides = [%assume_assume_assume_61, %assume_assume_assume_assume_64, 1] : tile<i32> -> tensor_view<?x1x?xf16, strides=[?,?,1]>
  %cst_1_i32_66 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %cst_1_i32_66 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %cst_1_i32_66 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_1_i32_66 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %cst_0_i32_67 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_56 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x1x?xf16, strides=[?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %cst_0_i32_67] token = %0 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x1x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x64xf16>, token
  %reshape = reshape %tile : tile<1x1x64xf16> -> tile<1x64xf16>
  %cst_0_i32_68 = constant <i32: 0> : tile<i32>
  %pview_69 = make_partition_view %tview_65 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x1x?xf16, strides=[?,?,1]>>
  %tile_70, %result_token_71 = load_view_tko weak %pview_69[%1, %8, %cst_0_i32_68] token = %0 : partition_view<tile=(1x1x64), padding_value = zero, tensor_view<?x1x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x64xf16>, token
  %reshape_72 = reshape %tile_70 : tile<1x1x64xf16> -> tile<1x64xf16>
  %cst_0_i32_73 = constant <i32: 0> : tile<i32>
  %cst_0_i32_74 = constant <i32: 0> : tile<i32>
  %pview_75 = make_partition_view %tview : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %tile_76, %result_token_77 = load_view_tko weak %pview_75[%1, %cst_0_i32_73, %8, %cst_0_i32_74] token = %0 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %9 = join_tokens %0, %result_token_77 : token
  %reshape_78 = reshape %tile_76 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %cst_0_i32_79 = constant <i32: 0> : tile<i32>
  %cst_1_i32_80 = constant <i32: 1> : tile<i32>
  %pview_81 = make_partition_view %tview : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %tile_82, %result_token_83 = load_view_tko weak %pview_81[%1, %cst_0_i32_79, %8, %cst_1_i32_80] token = %0 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %10 = join_tokens %9, %result_token_83 : token
  %reshape_84 = reshape %tile_82 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %bcast = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %bcast_85 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %11 = mulf %reshape_84, %bcast_85  : tile<32x64xf16>
  %12 = negf %11 : tile<32x64xf16>
  %13 = fma %reshape_78, %bcast, %12  : tile<32x64xf16>
  %bcast_86 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %bcast_87 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %14 = mulf %reshape_78, %bcast_87  : tile<32x64xf16>
  %15 = fma %reshape_84, %bcast_86, %14  : tile<32x64xf16>
  %cst_0_i32_88 = constant <i32: 0> : tile<i32>
  %cst_0_i32_89 = constant <i32: 0> : tile<i32>
  %reshape_90 = reshape %13 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_91 = make_partition_view %tview : partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %16 = store_view_tko weak %reshape_90, %pview_91[%1, %cst_0_i32_88, %8, %cst_0_i32_89] token = %10 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_92 = constant <i32: 0> : tile<i32>
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %reshape_94 = reshape %15 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_95 = make_partition_view %tview : partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %17 = store_view_tko weak %reshape_94, %pview_95[%1, %cst_0_i32_92, %8, %cst_1_i32_93] token = %16 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_96 = constant <i32: 0> : tile<i32>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %pview_98 = make_partition_view %tview_47 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %tile_99, %result_token_100 = load_view_tko weak %pview_98[%1, %cst_0_i32_96, %8, %cst_0_i32_97] token = %0 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %18 = join_tokens %0, %result_token_100 : token
  %reshape_101 = reshape %tile_99 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %cst_0_i32_102 = constant <i32: 0> : tile<i32>
  %cst_1_i32_103 = constant <i32: 1> : tile<i32>
  %pview_104 = make_partition_view %tview_47 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %tile_105, %result_token_106 = load_view_tko weak %pview_104[%1, %cst_0_i32_102, %8, %cst_1_i32_103] token = %0 : partition_view<tile=(1x32x1x64), padding_value = zero, tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x64xf16>, token
  %19 = join_tokens %18, %result_token_106 : token
  %reshape_107 = reshape %tile_105 : tile<1x32x1x64xf16> -> tile<32x64xf16>
  %bcast_108 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %bcast_109 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %20 = mulf %reshape_107, %bcast_109  : tile<32x64xf16>
  %21 = negf %20 : tile<32x64xf16>
  %22 = fma %reshape_101, %bcast_108, %21  : tile<32x64xf16>
  %bcast_110 = broadcast %reshape : tile<1x64xf16> -> tile<32x64xf16>
  %bcast_111 = broadcast %reshape_72 : tile<1x64xf16> -> tile<32x64xf16>
  %23 = mulf %reshape_101, %bcast_111  : tile<32x64xf16>
  %24 = fma %reshape_107, %bcast_110, %23  : tile<32x64xf16>
  %cst_0_i32_112 = constant <i32: 0> : tile<i32>
  %cst_0_i32_113 = constant <i32: 0> : tile<i32>
  %reshape_114 = reshape %22 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_115 = make_partition_view %tview_47 : partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %25 = store_view_tko weak %reshape_114, %pview_115[%1, %cst_0_i32_112, %8, %cst_0_i32_113] token = %19 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_116 = constant <i32: 0> : tile<i32>
  %cst_1_i32_117 = constant <i32: 1> : tile<i32>
  %reshape_118 = reshape %24 : tile<32x64xf16> -> tile<1x32x1x64xf16>
  %pview_119 = make_partition_view %tview_47 : partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>
  %26 = store_view_tko weak %reshape_118, %pview_119[%1, %cst_0_i32_116, %8, %cst_1_i32_117] token = %25 : tile<1x32x1x64xf16>, partition_view<tile=(1x32x1x64), tensor_view<?x?x1x?xf16, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
