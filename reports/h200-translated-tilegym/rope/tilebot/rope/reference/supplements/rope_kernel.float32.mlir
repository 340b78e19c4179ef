entry @_rope_kernel_Kt2_A4f32_1s1_7v4l0_8t1_ei16_p16_A4f32_1s1_7v4l0_8t1_ei16_p16_A3f32_1s1_3v4l0_4t1_6i16_p16_A3f32_1s1_3v4l0_4t1_6i16_p16_I1_I128_I32_I32_I32(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<f32>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<ptr<f32>>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>) optimization_hints=<default = {occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg2 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg4 : tile<i32>
  %assume_3 = assume div_by<4>, %arg5 : tile<i32>
  %assume_4 = assume div_by<4>, %arg6 : tile<i32>
  %assume_5 = assume div_by<4>, %arg7 : tile<i32>
  %assume_6 = assume div_by<16>, %arg9 : tile<ptr<f32>>
  %assume_7 = assume div_by<16>, %arg11 : tile<i32>
  %assume_8 = assume div_by<16>, %arg12 : tile<i32>
  %assume_9 = assume div_by<16>, %arg13 : tile<i32>
  %assume_10 = assume div_by<4>, %arg14 : tile<i32>
  %assume_11 = assume div_by<4>, %arg15 : tile<i32>
  %assume_12 = assume div_by<4>, %arg16 : tile<i32>
  %assume_13 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %assume_14 = assume div_by<16>, %arg20 : tile<i32>
  %assume_15 = assume div_by<16>, %arg21 : tile<i32>
  %assume_16 = assume div_by<4>, %arg22 : tile<i32>
  %assume_17 = assume div_by<4>, %arg23 : tile<i32>
  %assume_18 = assume div_by<16>, %arg25 : tile<ptr<f32>>
  %assume_19 = assume div_by<16>, %arg27 : tile<i32>
  %assume_20 = assume div_by<16>, %arg28 : tile<i32>
  %assume_21 = assume div_by<4>, %arg29 : tile<i32>
  %assume_22 = assume div_by<4>, %arg30 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i32_24 = constant <i32: 1> : tile<i32>
  %cst_1_i32_25 = constant <i32: 1> : tile<i32>
  %cst_1_i32_26 = constant <i32: 1> : tile<i32>
  %cst_1_i32_27 = constant <i32: 1> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %cst_1_i32_29 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_31 = assume div_by<16>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_33 = assume div_by<16>, %assume_assume_32 : tile<i32>
  %assume_assume_34 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_35 = assume div_by<4>, %assume_assume_34 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_37 = assume div_by<4>, %assume_assume_36 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_39 = assume div_by<4>, %assume_assume_38 : tile<i32>
  %assume_assume_assume_assume = assume div_by<4>, %assume_assume_assume_35 : tile<i32>
  %tview = make_tensor_view %assume, shape = [1, %assume_assume_assume, %assume_assume_assume_31, %assume_assume_assume_33], strides = [%assume_assume_assume_assume, %assume_assume_assume_37, %assume_assume_assume_39, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_40 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_41 = assume div_by<16>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %assume_assume_44 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_45 = assume div_by<16>, %assume_assume_44 : tile<i32>
  %assume_assume_46 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_47 = assume div_by<4>, %assume_assume_46 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_49 = assume div_by<4>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_51 = assume div_by<4>, %assume_assume_50 : tile<i32>
  %assume_assume_assume_assume_52 = assume div_by<4>, %assume_assume_assume_47 : tile<i32>
  %tview_53 = make_tensor_view %assume_6, shape = [1, %assume_assume_assume_41, %assume_assume_assume_43, %assume_assume_assume_45], strides = [%assume_assume_assume_assume_52, %assume_assume_assume_49, %assume_assume_assume_51, 1] : tile<i32> -> tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>
  %assume_assume_54 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_55 = assume div_by<16>, %assume_assume_54 : tile<i32>
  %assume_assume_56 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_57 = assume div_by<16>, %assume_assume_56 : tile<i32>
  %assume_assume_58 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_59 = assume div_by<4>, %assume_assume_58 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_61 = assume div_by<4>, %assume_assume_60 : tile<i32>
  %assume_assume_assume_assume_62 = assume div_by<4>, %assume_assume_assume_59 : tile<i32>
  %tview_63 = make_tensor_view %assume_13, shape = [1, %assume_assume_assume_55, %assume_assume_assume_57], strides = [%assume_assume_assume_assume_62, %assume_assume_assume_61, 1] : tile<i32> -> tensor_view<1x?x?xf32, strides=[?,?,1]>
  %assume_assume_64 = assume bounded<0, ?>, %assume_19 : tile<i32>
  %assume_assume_assume_65 = assume div_by<16>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %assume_assume_assume_67 = assume div_by<16>, %assume_assume_66 : tile<i32>
  %assume_assume_68 = assume bounded<0, ?>, %assume_21 : tile<i32>
  %assume_assume_assume_69 = assume div_by<4>, %assume_assume_68 : tile<i32>
  %assume_assume_70 = assume bounded<0, ?>, %assume_22 : tile<i32>
  %assume_assume_assume_71 = assume div_by<4>, %assume_assume_70 : tile<i32>
  %assume_assume_assume_assume_72 = assume div_by<4>, %assume_assume_assume_69 : tile<i32>
  %tview_73 = make_tensor_view %assume_18, shape = [1, %assume_assume_assume_65, %assume_assume_assume_67], strides = [%assume_assume_assume_assume_72, %assume_assume_assume_71, 1] : tile<i32> -> tensor_view<1x?x?xf32, strides=[?,?,1]>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = divi %blockId_x, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_x, %cst_128_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_128_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %cst_0_i32_74 = constant <i32: 0> : tile<i32>
  %cst_0_i32_75 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_63 : partition_view<tile=(1x1x32), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32_74, %8, %cst_0_i32_75] token = %0 : partition_view<tile=(1x1x32), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x1x32xf32>, token
  %reshape = reshape %tile : tile<1x1x32xf32> -> tile<1x32xf32>
  %cst_0_i32_76 = constant <i32: 0> : tile<i32>
  %pview_77 = make_partition_view %tview_73 : partition_view<tile=(1x1x32), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>
  %tile_78, %result_token_79 = load_view_tko weak %pview_77[%cst_0_i32_74, %8, %cst_0_i32_76] token = %0 : partition_view<tile=(1x1x32), padding_value = zero, tensor_view<1x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x1x32xf32>, token
  %reshape_80 = reshape %tile_78 : tile<1x1x32xf32> -> tile<1x32xf32>
  %cst_0_i32_81 = constant <i32: 0> : tile<i32>
  %cst_0_i32_82 = constant <i32: 0> : tile<i32>
  %pview_83 = make_partition_view %tview : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %tile_84, %result_token_85 = load_view_tko weak %pview_83[%1, %cst_0_i32_81, %8, %cst_0_i32_82] token = %0 : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x32xf32>, token
  %9 = join_tokens %0, %result_token_85 : token
  %reshape_86 = reshape %tile_84 : tile<1x32x1x32xf32> -> tile<32x32xf32>
  %cst_0_i32_87 = constant <i32: 0> : tile<i32>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %pview_89 = make_partition_view %tview : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %tile_90, %result_token_91 = load_view_tko weak %pview_89[%1, %cst_0_i32_87, %8, %cst_1_i32_88] token = %0 : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x32xf32>, token
  %10 = join_tokens %9, %result_token_91 : token
  %reshape_92 = reshape %tile_90 : tile<1x32x1x32xf32> -> tile<32x32xf32>
  %bcast = broadcast %reshape : tile<1x32xf32> -> tile<32x32xf32>
  %bcast_93 = broadcast %reshape_80 : tile<1x32xf32> -> tile<32x32xf32>
  %11 = mulf %reshape_92, %bcast_93  : tile<32x32xf32>
  %12 = negf %11 : tile<32x32xf32>
  %13 = fma %reshape_86, %bcast, %12  : tile<32x32xf32>
  %bcast_94 = broadcast %reshape : tile<1x32xf32> -> tile<32x32xf32>
  %bcast_95 = broadcast %reshape_80 : tile<1x32xf32> -> tile<32x32xf32>
  %14 = mulf %reshape_86, %bcast_95  : tile<32x32xf32>
  %15 = fma %reshape_92, %bcast_94, %14  : tile<32x32xf32>
  %cst_0_i32_96 = constant <i32: 0> : tile<i32>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %reshape_98 = reshape %13 : tile<32x32xf32> -> tile<1x32x1x32xf32>
  %pview_99 = make_partition_view %tview : partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %16 = store_view_tko weak %reshape_98, %pview_99[%1, %cst_0_i32_96, %8, %cst_0_i32_97] token = %10 : tile<1x32x1x32xf32>, partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_100 = constant <i32: 0> : tile<i32>
  %cst_1_i32_101 = constant <i32: 1> : tile<i32>
  %reshape_102 = reshape %15 : tile<32x32xf32> -> tile<1x32x1x32xf32>
  %pview_103 = make_partition_view %tview : partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %17 = store_view_tko weak %reshape_102, %pview_103[%1, %cst_0_i32_100, %8, %cst_1_i32_101] token = %16 : tile<1x32x1x32xf32>, partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_104 = constant <i32: 0> : tile<i32>
  %cst_0_i32_105 = constant <i32: 0> : tile<i32>
  %pview_106 = make_partition_view %tview_53 : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %tile_107, %result_token_108 = load_view_tko weak %pview_106[%1, %cst_0_i32_104, %8, %cst_0_i32_105] token = %0 : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x32xf32>, token
  %18 = join_tokens %0, %result_token_108 : token
  %reshape_109 = reshape %tile_107 : tile<1x32x1x32xf32> -> tile<32x32xf32>
  %cst_0_i32_110 = constant <i32: 0> : tile<i32>
  %cst_1_i32_111 = constant <i32: 1> : tile<i32>
  %pview_112 = make_partition_view %tview_53 : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %tile_113, %result_token_114 = load_view_tko weak %pview_112[%1, %cst_0_i32_110, %8, %cst_1_i32_111] token = %0 : partition_view<tile=(1x32x1x32), padding_value = zero, tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> tile<1x32x1x32xf32>, token
  %19 = join_tokens %18, %result_token_114 : token
  %reshape_115 = reshape %tile_113 : tile<1x32x1x32xf32> -> tile<32x32xf32>
  %bcast_116 = broadcast %reshape : tile<1x32xf32> -> tile<32x32xf32>
  %bcast_117 = broadcast %reshape_80 : tile<1x32xf32> -> tile<32x32xf32>
  %20 = mulf %reshape_115, %bcast_117  : tile<32x32xf32>
  %21 = negf %20 : tile<32x32xf32>
  %22 = fma %reshape_109, %bcast_116, %21  : tile<32x32xf32>
  %bcast_118 = broadcast %reshape : tile<1x32xf32> -> tile<32x32xf32>
  %bcast_119 = broadcast %reshape_80 : tile<1x32xf32> -> tile<32x32xf32>
  %23 = mulf %reshape_109, %bcast_119  : tile<32x32xf32>
  %24 = fma %reshape_115, %bcast_118, %23  : tile<32x32xf32>
  %cst_0_i32_120 = constant <i32: 0> : tile<i32>
  %cst_0_i32_121 = constant <i32: 0> : tile<i32>
  %reshape_122 = reshape %22 : tile<32x32xf32> -> tile<1x32x1x32xf32>
  %pview_123 = make_partition_view %tview_53 : partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %25 = store_view_tko weak %reshape_122, %pview_123[%1, %cst_0_i32_120, %8, %cst_0_i32_121] token = %19 : tile<1x32x1x32xf32>, partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  %cst_0_i32_124 = constant <i32: 0> : tile<i32>
  %cst_1_i32_125 = constant <i32: 1> : tile<i32>
  %reshape_126 = reshape %24 : tile<32x32xf32> -> tile<1x32x1x32xf32>
  %pview_127 = make_partition_view %tview_53 : partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>
  %26 = store_view_tko weak %reshape_126, %pview_127[%1, %cst_0_i32_124, %8, %cst_1_i32_125] token = %25 : tile<1x32x1x32xf32>, partition_view<tile=(1x32x1x32), tensor_view<1x?x?x?xf32, strides=[?,?,?,1]>>, tile<i32> -> token
  return
}
