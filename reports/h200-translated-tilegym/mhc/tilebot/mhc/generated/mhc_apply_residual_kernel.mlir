entry @mhc_apply_residual_kernel_entry(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<bf16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<ptr<f32>>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<ptr<f32>>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<bf16>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>) {
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_2 = assume div_by<16>, %assume_1 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_4 = assume div_by<16>, %assume_3 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %0 = make_token : token
  %assume_7 = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %tview = make_tensor_view %assume_7, shape = [%assume_assume, %assume_0, %assume_assume_2], strides = [%assume_assume_4, %assume_assume_6, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_8 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_assume_11 = assume div_by<16>, %assume_10 : tile<i32>
  %assume_12 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_13 = assume div_by<16>, %assume_12 : tile<i32>
  %1 = make_token : token
  %assume_14 = assume div_by<16>, %arg7 : tile<ptr<bf16>>
  %tview_15 = make_tensor_view %assume_14, shape = [%assume_assume_9, %assume_assume_11], strides = [%assume_assume_13, 1] : tile<i32> -> tensor_view<?x?xbf16, strides=[?,1]>
  %assume_16 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_17 = assume div_by<16>, %assume_16 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg14 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_assume_20 = assume div_by<4>, %assume_19 : tile<i32>
  %2 = make_token : token
  %assume_21 = assume div_by<16>, %arg12 : tile<ptr<f32>>
  %tview_22 = make_tensor_view %assume_21, shape = [%assume_assume_17, %assume_18], strides = [%assume_assume_20, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_23 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_24 = assume div_by<16>, %assume_23 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_27 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_28 = assume div_by<4>, %assume_27 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg22 : tile<i32>
  %assume_assume_30 = assume div_by<4>, %assume_29 : tile<i32>
  %3 = make_token : token
  %assume_31 = assume div_by<16>, %arg17 : tile<ptr<f32>>
  %tview_32 = make_tensor_view %assume_31, shape = [%assume_assume_24, %assume_25, %assume_26], strides = [%assume_assume_28, %assume_assume_30, 1] : tile<i32> -> tensor_view<?x?x?xf32, strides=[?,?,1]>
  %assume_33 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_assume_34 = assume div_by<16>, %assume_33 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg26 : tile<i32>
  %assume_36 = assume bounded<0, ?>, %arg27 : tile<i32>
  %assume_assume_37 = assume div_by<16>, %assume_36 : tile<i32>
  %assume_38 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_assume_39 = assume div_by<16>, %assume_38 : tile<i32>
  %assume_40 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_assume_41 = assume div_by<16>, %assume_40 : tile<i32>
  %4 = make_token : token
  %assume_42 = assume div_by<16>, %arg24 : tile<ptr<bf16>>
  %tview_43 = make_tensor_view %assume_42, shape = [%assume_assume_34, %assume_35, %assume_assume_37], strides = [%assume_assume_39, %assume_assume_41, 1] : tile<i32> -> tensor_view<?x?x?xbf16, strides=[?,?,1]>
  %assume_44 = assume div_by<16>, %arg31 : tile<i32>
  %cst_4_i32_45 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_46 = constant <i32: 1024> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_47, %blockId_y_48, %blockId_z_49 = get_tile_block_id : tile<i32>
  %assume_blockId_x_50 = assume bounded<0, ?>, %blockId_x_47 : tile<i32>
  %assume_blockId_y_51 = assume bounded<0, ?>, %blockId_y_48 : tile<i32>
  %assume_blockId_z_52 = assume bounded<0, ?>, %blockId_z_49 : tile<i32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_53 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_15 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_x, %assume_blockId_y_51] token = %1 : partition_view<tile=(1x1024), padding_value = zero, tensor_view<?x?xbf16, strides=[?,1]>>, tile<i32> -> tile<1x1024xbf16>, token
  %5 = ftof %tile  : tile<1x1024xbf16> -> tile<1x1024xf32>
  %cst_-1_i32_54 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_55 = constant <i32: -1> : tile<i32>
  %pview_56 = make_partition_view %tview_22 : partition_view<tile=(1x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %tile_57, %result_token_58 = load_view_tko weak %pview_56[%assume_blockId_x, %cst_0_i32] token = %2 : partition_view<tile=(1x4), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<1x4xf32>, token
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_4_i32_59 = constant <i32: 4> : tile<i32>
  %cst_4_i32_60 = constant <i32: 4> : tile<i32>
  %cst_1_i32_61 = constant <i32: 1> : tile<i32>
  %reshape = reshape %tile_57 : tile<1x4xf32> -> tile<4x1xf32>
  %cst_-1_i32_62 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_63 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_64 = constant <i32: -1> : tile<i32>
  %pview_65 = make_partition_view %tview_32 : partition_view<tile=(1x4x4), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>
  %cst_0_i32_66 = constant <i32: 0> : tile<i32>
  %cst_0_i32_67 = constant <i32: 0> : tile<i32>
  %tile_68, %result_token_69 = load_view_tko weak %pview_65[%assume_blockId_x, %cst_0_i32_66, %cst_0_i32_67] token = %3 : partition_view<tile=(1x4x4), padding_value = zero, tensor_view<?x?x?xf32, strides=[?,?,1]>>, tile<i32> -> tile<1x4x4xf32>, token
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %cst_4_i32_71 = constant <i32: 4> : tile<i32>
  %cst_4_i32_72 = constant <i32: 4> : tile<i32>
  %cst_4_i32_73 = constant <i32: 4> : tile<i32>
  %cst_4_i32_74 = constant <i32: 4> : tile<i32>
  %reshape_75 = reshape %tile_68 : tile<1x4x4xf32> -> tile<4x4xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<4x1024xf32>
  %blockId_x_76, %blockId_y_77, %blockId_z_78 = get_tile_block_id : tile<i32>
  %assume_blockId_x_79 = assume bounded<0, ?>, %blockId_x_76 : tile<i32>
  %assume_blockId_y_80 = assume bounded<0, ?>, %blockId_y_77 : tile<i32>
  %assume_blockId_z_81 = assume bounded<0, ?>, %blockId_z_78 : tile<i32>
  %6 = subi %assume_blockId_x_79, %assume_blockId_x_79 : tile<i32>
  %cst_0_i32_82 = constant <i32: 0> : tile<i32>
  %7 = addi %6, %cst_0_i32_82 : tile<i32>
  %8 = addi %6, %cst_4_i32_45 : tile<i32>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %for = for %loopIdx in (%7 to %8, step %cst_1_i32_83) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<4x1024xf32>) {
    %cst_-1_i32_104 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_105 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_106 = constant <i32: -1> : tile<i32>
    %pview_107 = make_partition_view %tview : partition_view<tile=(1x1x1024), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>
    %tile_108, %result_token_109 = load_view_tko weak %pview_107[%assume_blockId_x, %loopIdx, %assume_blockId_y_51] token = %0 : partition_view<tile=(1x1x1024), padding_value = zero, tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> tile<1x1x1024xbf16>, token
    %cst_1_i32_110 = constant <i32: 1> : tile<i32>
    %cst_1_i32_111 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_112 = constant <i32: 1024> : tile<i32>
    %cst_1_i32_113 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_114 = constant <i32: 1024> : tile<i32>
    %reshape_115 = reshape %tile_108 : tile<1x1x1024xbf16> -> tile<1x1024xbf16>
    %13 = ftof %reshape_115  : tile<1x1024xbf16> -> tile<1x1024xf32>
    %cst_0_i32_116 = constant <i32: 0> : tile<i32>
    %14 = extract %reshape_75[%cst_0_i32_116, %loopIdx] : tile<4x4xf32> -> tile<4x1xf32>
    %cst_1_i32_117 = constant <i32: 1> : tile<i32>
    %cst_1024_i32_118 = constant <i32: 1024> : tile<i32>
    %cst_4_i32_119 = constant <i32: 4> : tile<i32>
    %cst_1024_i32_120 = constant <i32: 1024> : tile<i32>
    %bcast_121 = broadcast %13 : tile<1x1024xf32> -> tile<4x1024xf32>
    %cst_4_i32_122 = constant <i32: 4> : tile<i32>
    %cst_1_i32_123 = constant <i32: 1> : tile<i32>
    %cst_4_i32_124 = constant <i32: 4> : tile<i32>
    %cst_1024_i32_125 = constant <i32: 1024> : tile<i32>
    %bcast_126 = broadcast %14 : tile<4x1xf32> -> tile<4x1024xf32>
    %15 = mulf %bcast_126, %bcast_121  : tile<4x1024xf32>
    %16 = fma %bcast_126, %bcast_121, %iterArg0  : tile<4x1024xf32>
    continue %16 : tile<4x1024xf32>
  }
  %cst_4_i32_84 = constant <i32: 4> : tile<i32>
  %cst_1_i32_85 = constant <i32: 1> : tile<i32>
  %cst_4_i32_86 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_87 = constant <i32: 1024> : tile<i32>
  %bcast = broadcast %reshape : tile<4x1xf32> -> tile<4x1024xf32>
  %cst_1_i32_88 = constant <i32: 1> : tile<i32>
  %cst_1024_i32_89 = constant <i32: 1024> : tile<i32>
  %cst_4_i32_90 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_91 = constant <i32: 1024> : tile<i32>
  %bcast_92 = broadcast %5 : tile<1x1024xf32> -> tile<4x1024xf32>
  %9 = mulf %bcast, %bcast_92  : tile<4x1024xf32>
  %10 = fma %bcast, %bcast_92, %for  : tile<4x1024xf32>
  %11 = ftof %10  : tile<4x1024xf32> -> tile<4x1024xbf16>
  %cst_4_i32_93 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_94 = constant <i32: 1024> : tile<i32>
  %cst_1_i32_95 = constant <i32: 1> : tile<i32>
  %cst_4_i32_96 = constant <i32: 4> : tile<i32>
  %cst_1024_i32_97 = constant <i32: 1024> : tile<i32>
  %reshape_98 = reshape %11 : tile<4x1024xbf16> -> tile<1x4x1024xbf16>
  %cst_-1_i32_99 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_100 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_101 = constant <i32: -1> : tile<i32>
  %pview_102 = make_partition_view %tview_43 : partition_view<tile=(1x4x1024), tensor_view<?x?x?xbf16, strides=[?,?,1]>>
  %cst_0_i32_103 = constant <i32: 0> : tile<i32>
  %12 = store_view_tko weak %reshape_98, %pview_102[%assume_blockId_x, %cst_0_i32_103, %assume_blockId_y_51] token = %4 : tile<1x4x1024xbf16>, partition_view<tile=(1x4x1024), tensor_view<?x?x?xbf16, strides=[?,?,1]>>, tile<i32> -> token
  return
}
