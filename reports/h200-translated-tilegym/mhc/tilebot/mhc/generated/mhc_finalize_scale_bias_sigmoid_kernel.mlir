entry @mhc_finalize_scale_bias_sigmoid_kernel_entry(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<f32>, %arg22: tile<f32>, %arg23: tile<f32>, %arg24: tile<ptr<f32>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>) {
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_assume = assume div_by<16>, %assume : tile<i32>
  %assume_0 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_1 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_2 = assume div_by<4>, %assume_1 : tile<i32>
  %0 = make_token : token
  %assume_3 = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_3, shape = [%assume_assume, %assume_0], strides = [%assume_assume_2, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_4 = assume bounded<0, ?>, %arg6 : tile<i32>
  %assume_assume_5 = assume div_by<16>, %assume_4 : tile<i32>
  %1 = make_token : token
  %assume_6 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %tview_7 = make_tensor_view %assume_6, shape = [%assume_assume_5, 1], strides = [1, 1] : tile<i32> -> tensor_view<?x1xf32, strides=[1,1]>
  %assume_8 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_9 = assume div_by<16>, %assume_8 : tile<i32>
  %assume_10 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_11 = assume bounded<0, ?>, %arg13 : tile<i32>
  %assume_assume_12 = assume div_by<4>, %assume_11 : tile<i32>
  %2 = make_token : token
  %assume_13 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %tview_14 = make_tensor_view %assume_13, shape = [%assume_assume_9, %assume_10], strides = [%assume_assume_12, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_15 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %3 = make_token : token
  %assume_17 = assume div_by<16>, %arg15 : tile<ptr<f32>>
  %tview_18 = make_tensor_view %assume_17, shape = [%assume_assume_16, 1], strides = [1, 1] : tile<i32> -> tensor_view<?x1xf32, strides=[1,1]>
  %assume_19 = assume div_by<16>, %arg20 : tile<i32>
  %assume_20 = assume bounded<0, ?>, %arg25 : tile<i32>
  %4 = make_token : token
  %assume_21 = assume div_by<16>, %arg24 : tile<ptr<f32>>
  %tview_22 = make_tensor_view %assume_21, shape = [%assume_20], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_23 = assume div_by<16>, %arg27 : tile<i32>
  %assume_24 = assume div_by<16>, %arg28 : tile<i32>
  %assume_25 = assume div_by<16>, %arg29 : tile<i32>
  %cst_64_i32_26 = constant <i32: 64> : tile<i32>
  %cst_32_i32_27 = constant <i32: 32> : tile<i32>
  %cst_1_i32_28 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %blockId_x_29, %blockId_y_30, %blockId_z_31 = get_tile_block_id : tile<i32>
  %assume_blockId_x_32 = assume bounded<0, ?>, %blockId_x_29 : tile<i32>
  %assume_blockId_y_33 = assume bounded<0, ?>, %blockId_y_30 : tile<i32>
  %assume_blockId_z_34 = assume bounded<0, ?>, %blockId_z_31 : tile<i32>
  %5 = divi %assume_23, %cst_64_i32_26 signed rounding<positive_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x32xf32>
  %cst_0_f32_35 = constant <f32: 0.000000e+00> : tile<64x1xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_1_i32_28, step %cst_1_i32_36) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_35, %iterArg1 = %cst_0_f32) -> (tile<64x1xf32>, tile<64x32xf32>) {
    %assume_147 = assume bounded<0, 0>, %loopIdx : tile<i32>
    %39 = muli %assume_147, %5 : tile<i32>
    %40 = addi %assume_blockId_x, %39 : tile<i32>
    %cst_-1_i32_148 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_149 = constant <i32: -1> : tile<i32>
    %pview_150 = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
    %tile_151, %result_token_152 = load_view_tko weak %pview_150[%40, %assume_blockId_y_33] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
    %41 = addf %iterArg1, %tile_151  : tile<64x32xf32>
    %cst_-1_i32_153 = constant <i32: -1> : tile<i32>
    %cst_1_i32_154 = constant <i32: 1> : tile<i32>
    %pview_155 = make_partition_view %tview_7 : partition_view<tile=(64x1), padding_value = zero, tensor_view<?x1xf32, strides=[1,1]>>
    %tile_156, %result_token_157 = load_view_tko weak %pview_155[%40, %assume_blockId_y_33] token = %1 : partition_view<tile=(64x1), padding_value = zero, tensor_view<?x1xf32, strides=[1,1]>>, tile<i32> -> tile<64x1xf32>, token
    %42 = addf %iterArg0, %tile_156  : tile<64x1xf32>
    continue %42, %41 : tile<64x1xf32>, tile<64x32xf32>
  }
  %6 = itof %assume_25 signed  : tile<i32> -> tile<f32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %7 = mulf %6, %cst_1_f32  : tile<f32>
  %cst_64_i32_37 = constant <i32: 64> : tile<i32>
  %cst_1_i32_38 = constant <i32: 1> : tile<i32>
  %cst_1_i32_39 = constant <i32: 1> : tile<i32>
  %cst_1_i32_40 = constant <i32: 1> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %reshape = reshape %7 : tile<f32> -> tile<1x1xf32>
  %cst_1_i32_42 = constant <i32: 1> : tile<i32>
  %cst_1_i32_43 = constant <i32: 1> : tile<i32>
  %cst_64_i32_44 = constant <i32: 64> : tile<i32>
  %cst_1_i32_45 = constant <i32: 1> : tile<i32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<64x1xf32>
  %8 = divf %for#0, %bcast  : tile<64x1xf32>
  %9 = rsqrt %8 : tile<64x1xf32>
  %cst_1_f32_46 = constant <f32: 1.000000e+00> : tile<64x1xf32>
  %10 = divf %cst_1_f32_46, %9  : tile<64x1xf32>
  %cst_0_i32_47 = constant <i32: 0> : tile<i32>
  %11 = cmpi equal %assume_blockId_y_33, %cst_0_i32_47, signed : tile<i32> -> tile<i1>
  %12:2 = if %11 -> (token, token) {
    %cst_-1_i32_147 = constant <i32: -1> : tile<i32>
    %cst_1_i32_148 = constant <i32: 1> : tile<i32>
    %pview_149 = make_partition_view %tview_18 : partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,1]>>
    %cst_0_i32_150 = constant <i32: 0> : tile<i32>
    %39 = store_view_tko weak %10, %pview_149[%assume_blockId_x, %cst_0_i32_150] token = %3 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,1]>>, tile<i32> -> token
    yield %39, %39 : token, token
  } else {
    yield %3, %3 : token, token
  }
  %13 = iota : tile<32xi32>
  %14 = muli %assume_blockId_y_33, %cst_32_i32_27 : tile<i32>
  %cst_32_i32_48 = constant <i32: 32> : tile<i32>
  %cst_1_i32_49 = constant <i32: 1> : tile<i32>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %reshape_51 = reshape %14 : tile<i32> -> tile<1xi32>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %cst_32_i32_53 = constant <i32: 32> : tile<i32>
  %bcast_54 = broadcast %reshape_51 : tile<1xi32> -> tile<32xi32>
  %15 = addi %bcast_54, %13 : tile<32xi32>
  %cst_-1_i32 = constant <i32: -1> : tile<i32>
  %pview = make_partition_view %tview_22 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%assume_blockId_y_33] token = %4 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
  %cst_32_i32_55 = constant <i32: 32> : tile<i32>
  %cst_1_i32_56 = constant <i32: 1> : tile<i32>
  %cst_32_i32_57 = constant <i32: 32> : tile<i32>
  %reshape_58 = reshape %tile : tile<32xf32> -> tile<1x32xf32>
  %cst_1_f32_59 = constant <f32: 1.000000e+00> : tile<32xf32>
  %cst_0_f32_60 = constant <f32: 0.000000e+00> : tile<32xf32>
  %cst_32_i32_61 = constant <i32: 32> : tile<i32>
  %cst_1_i32_62 = constant <i32: 1> : tile<i32>
  %cst_1_i32_63 = constant <i32: 1> : tile<i32>
  %reshape_64 = reshape %assume_19 : tile<i32> -> tile<1xi32>
  %cst_1_i32_65 = constant <i32: 1> : tile<i32>
  %cst_32_i32_66 = constant <i32: 32> : tile<i32>
  %bcast_67 = broadcast %reshape_64 : tile<1xi32> -> tile<32xi32>
  %16 = cmpi less_than %15, %bcast_67, signed : tile<32xi32> -> tile<32xi1>
  %17 = select %16, %cst_1_f32_59, %cst_0_f32_60 : tile<32xi1>, tile<32xf32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %18 = muli %cst_2_i32, %assume_19 : tile<i32>
  %cst_32_i32_68 = constant <i32: 32> : tile<i32>
  %cst_1_i32_69 = constant <i32: 1> : tile<i32>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %reshape_71 = reshape %18 : tile<i32> -> tile<1xi32>
  %cst_1_i32_72 = constant <i32: 1> : tile<i32>
  %cst_32_i32_73 = constant <i32: 32> : tile<i32>
  %bcast_74 = broadcast %reshape_71 : tile<1xi32> -> tile<32xi32>
  %19 = cmpi less_than %15, %bcast_74, signed : tile<32xi32> -> tile<32xi1>
  %20 = select %19, %cst_1_f32_59, %cst_0_f32_60 : tile<32xi1>, tile<32xf32>
  %21 = subf %20, %17  : tile<32xf32>
  %22 = subf %cst_1_f32_59, %17  : tile<32xf32>
  %23 = subf %22, %21  : tile<32xf32>
  %cst_32_i32_75 = constant <i32: 32> : tile<i32>
  %cst_1_i32_76 = constant <i32: 1> : tile<i32>
  %cst_1_i32_77 = constant <i32: 1> : tile<i32>
  %reshape_78 = reshape %arg22 : tile<f32> -> tile<1xf32>
  %cst_1_i32_79 = constant <i32: 1> : tile<i32>
  %cst_32_i32_80 = constant <i32: 32> : tile<i32>
  %bcast_81 = broadcast %reshape_78 : tile<1xf32> -> tile<32xf32>
  %24 = mulf %bcast_81, %21  : tile<32xf32>
  %cst_32_i32_82 = constant <i32: 32> : tile<i32>
  %cst_1_i32_83 = constant <i32: 1> : tile<i32>
  %cst_1_i32_84 = constant <i32: 1> : tile<i32>
  %reshape_85 = reshape %arg21 : tile<f32> -> tile<1xf32>
  %cst_1_i32_86 = constant <i32: 1> : tile<i32>
  %cst_32_i32_87 = constant <i32: 32> : tile<i32>
  %bcast_88 = broadcast %reshape_85 : tile<1xf32> -> tile<32xf32>
  %25 = fma %bcast_88, %17, %24  : tile<32xf32>
  %cst_32_i32_89 = constant <i32: 32> : tile<i32>
  %cst_1_i32_90 = constant <i32: 1> : tile<i32>
  %cst_1_i32_91 = constant <i32: 1> : tile<i32>
  %reshape_92 = reshape %arg23 : tile<f32> -> tile<1xf32>
  %cst_1_i32_93 = constant <i32: 1> : tile<i32>
  %cst_32_i32_94 = constant <i32: 32> : tile<i32>
  %bcast_95 = broadcast %reshape_92 : tile<1xf32> -> tile<32xf32>
  %26 = fma %bcast_95, %23, %25  : tile<32xf32>
  %cst_32_i32_96 = constant <i32: 32> : tile<i32>
  %cst_1_i32_97 = constant <i32: 1> : tile<i32>
  %cst_32_i32_98 = constant <i32: 32> : tile<i32>
  %reshape_99 = reshape %26 : tile<32xf32> -> tile<1x32xf32>
  %cst_1_i32_100 = constant <i32: 1> : tile<i32>
  %cst_32_i32_101 = constant <i32: 32> : tile<i32>
  %cst_64_i32_102 = constant <i32: 64> : tile<i32>
  %cst_32_i32_103 = constant <i32: 32> : tile<i32>
  %bcast_104 = broadcast %reshape_99 : tile<1x32xf32> -> tile<64x32xf32>
  %27 = mulf %for#1, %bcast_104  : tile<64x32xf32>
  %cst_64_i32_105 = constant <i32: 64> : tile<i32>
  %cst_1_i32_106 = constant <i32: 1> : tile<i32>
  %cst_64_i32_107 = constant <i32: 64> : tile<i32>
  %cst_32_i32_108 = constant <i32: 32> : tile<i32>
  %bcast_109 = broadcast %10 : tile<64x1xf32> -> tile<64x32xf32>
  %28 = divf %27, %bcast_109  : tile<64x32xf32>
  %cst_1_i32_110 = constant <i32: 1> : tile<i32>
  %cst_32_i32_111 = constant <i32: 32> : tile<i32>
  %cst_64_i32_112 = constant <i32: 64> : tile<i32>
  %cst_32_i32_113 = constant <i32: 32> : tile<i32>
  %bcast_114 = broadcast %reshape_58 : tile<1x32xf32> -> tile<64x32xf32>
  %29 = addf %28, %bcast_114  : tile<64x32xf32>
  %30 = negf %29 : tile<64x32xf32>
  %31 = exp %30  : tile<64x32xf32>
  %cst_1_f32_115 = constant <f32: 1.000000e+00> : tile<64x32xf32>
  %32 = addf %cst_1_f32_115, %31  : tile<64x32xf32>
  %cst_1_f32_116 = constant <f32: 1.000000e+00> : tile<64x32xf32>
  %33 = divf %cst_1_f32_116, %32  : tile<64x32xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<64x32xf32>
  %34 = mulf %33, %cst_2_f32  : tile<64x32xf32>
  %cst_32_i32_117 = constant <i32: 32> : tile<i32>
  %cst_1_i32_118 = constant <i32: 1> : tile<i32>
  %cst_32_i32_119 = constant <i32: 32> : tile<i32>
  %reshape_120 = reshape %17 : tile<32xf32> -> tile<1x32xf32>
  %cst_32_i32_121 = constant <i32: 32> : tile<i32>
  %cst_1_i32_122 = constant <i32: 1> : tile<i32>
  %cst_32_i32_123 = constant <i32: 32> : tile<i32>
  %reshape_124 = reshape %21 : tile<32xf32> -> tile<1x32xf32>
  %cst_32_i32_125 = constant <i32: 32> : tile<i32>
  %cst_1_i32_126 = constant <i32: 1> : tile<i32>
  %cst_32_i32_127 = constant <i32: 32> : tile<i32>
  %reshape_128 = reshape %23 : tile<32xf32> -> tile<1x32xf32>
  %cst_1_i32_129 = constant <i32: 1> : tile<i32>
  %cst_32_i32_130 = constant <i32: 32> : tile<i32>
  %cst_64_i32_131 = constant <i32: 64> : tile<i32>
  %cst_32_i32_132 = constant <i32: 32> : tile<i32>
  %bcast_133 = broadcast %reshape_120 : tile<1x32xf32> -> tile<64x32xf32>
  %35 = mulf %33, %bcast_133  : tile<64x32xf32>
  %cst_1_i32_134 = constant <i32: 1> : tile<i32>
  %cst_32_i32_135 = constant <i32: 32> : tile<i32>
  %cst_64_i32_136 = constant <i32: 64> : tile<i32>
  %cst_32_i32_137 = constant <i32: 32> : tile<i32>
  %bcast_138 = broadcast %reshape_128 : tile<1x32xf32> -> tile<64x32xf32>
  %36 = fma %29, %bcast_138, %35  : tile<64x32xf32>
  %cst_1_i32_139 = constant <i32: 1> : tile<i32>
  %cst_32_i32_140 = constant <i32: 32> : tile<i32>
  %cst_64_i32_141 = constant <i32: 64> : tile<i32>
  %cst_32_i32_142 = constant <i32: 32> : tile<i32>
  %bcast_143 = broadcast %reshape_124 : tile<1x32xf32> -> tile<64x32xf32>
  %37 = fma %34, %bcast_143, %36  : tile<64x32xf32>
  %cst_-1_i32_144 = constant <i32: -1> : tile<i32>
  %cst_-1_i32_145 = constant <i32: -1> : tile<i32>
  %pview_146 = make_partition_view %tview_14 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
  %38 = store_view_tko weak %37, %pview_146[%assume_blockId_x, %assume_blockId_y_33] token = %2 : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
