entry @static_persistent_bmm_kernel__no_transpose_a__no_transpose_b_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f16>>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<ptr<f16>>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>) optimization_hints=<sm_90 = {num_cta_in_cga = 2, occupancy = 1}> {
  %cst_2048_i32 = constant <i32: 2048> : tile<i32>
  %cst_2048_i32_0 = constant <i32: 2048> : tile<i32>
  %cst_2048_i32_1 = constant <i32: 2048> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_64_i32_2 = constant <i32: 64> : tile<i32>
  %cst_64_i32_3 = constant <i32: 64> : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_3_i32 = constant <i32: 3> : tile<i32>
  %assume = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_4 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_4 : tile<i32>
  %assume_5 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %assume_7 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_8 = assume div_by<16>, %assume_7 : tile<i32>
  %assume_9 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume_10 = assume div_by<16>, %assume_9 : tile<i32>
  %0 = make_token : token
  %assume_11 = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %tview = make_tensor_view %assume_11, shape = [%assume, %assume_assume, %assume_assume_6], strides = [%assume_assume_8, %assume_assume_10, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_12 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_13 = assume bounded<0, ?>, %arg9 : tile<i32>
  %assume_assume_14 = assume div_by<16>, %assume_13 : tile<i32>
  %assume_15 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_assume_16 = assume div_by<16>, %assume_15 : tile<i32>
  %assume_17 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_assume_18 = assume div_by<16>, %assume_17 : tile<i32>
  %assume_19 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_20 = assume div_by<16>, %assume_19 : tile<i32>
  %1 = make_token : token
  %assume_21 = assume div_by<16>, %arg7 : tile<ptr<f16>>
  %tview_22 = make_tensor_view %assume_21, shape = [%assume_12, %assume_assume_14, %assume_assume_16], strides = [%assume_assume_18, %assume_assume_20, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_23 = assume bounded<0, ?>, %arg15 : tile<i32>
  %assume_24 = assume bounded<0, ?>, %arg16 : tile<i32>
  %assume_assume_25 = assume div_by<16>, %assume_24 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg17 : tile<i32>
  %assume_assume_27 = assume div_by<16>, %assume_26 : tile<i32>
  %assume_28 = assume bounded<0, ?>, %arg18 : tile<i32>
  %assume_assume_29 = assume div_by<16>, %assume_28 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_assume_31 = assume div_by<16>, %assume_30 : tile<i32>
  %2 = make_token : token
  %assume_32 = assume div_by<16>, %arg14 : tile<ptr<f16>>
  %tview_33 = make_tensor_view %assume_32, shape = [%assume_23, %assume_assume_25, %assume_assume_27], strides = [%assume_assume_29, %assume_assume_31, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_34 = assume div_by<16>, %arg21 : tile<i32>
  %cst_2048_i32_35 = constant <i32: 2048> : tile<i32>
  %cst_2048_i32_36 = constant <i32: 2048> : tile<i32>
  %cst_2048_i32_37 = constant <i32: 2048> : tile<i32>
  %cst_64_i32_38 = constant <i32: 64> : tile<i32>
  %cst_64_i32_39 = constant <i32: 64> : tile<i32>
  %cst_64_i32_40 = constant <i32: 64> : tile<i32>
  %cst_8_i32_41 = constant <i32: 8> : tile<i32>
  %cst_3_i32_42 = constant <i32: 3> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_32_i32_43 = constant <i32: 32> : tile<i32>
  %cst_1024_i32 = constant <i32: 1024> : tile<i32>
  %3 = muli %cst_1024_i32, %assume_34 : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %for:2 = for %loopIdx in (%assume_blockId_x to %3, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %2, %iterArg1 = %2) -> (token, token) {
    %cst_32_i32_44 = constant <i32: 32> : tile<i32>
    %cst_32_i32_45 = constant <i32: 32> : tile<i32>
    %cst_1024_i32_46 = constant <i32: 1024> : tile<i32>
    %4 = divi %loopIdx, %cst_1024_i32_46 signed rounding<negative_inf> : tile<i32>
    %cst_256_i32 = constant <i32: 256> : tile<i32>
    %cst_1024_i32_47 = constant <i32: 1024> : tile<i32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %false = constant <i1: false> : tile<i1>
    %5 = remi %loopIdx, %cst_1024_i32_47 signed : tile<i32>
    %cst_0_i32_48 = constant <i32: 0> : tile<i32>
    %6 = cmpi less_than %5, %cst_0_i32_48, signed : tile<i32> -> tile<i1>
    %7 = xori %6, %false : tile<i1>
    %8 = cmpi not_equal %5, %cst_0_i32_48, signed : tile<i32> -> tile<i1>
    %9 = andi %7, %8 : tile<i1>
    %10 = addi %5, %cst_1024_i32_47 : tile<i32>
    %11 = select %9, %10, %5 : tile<i1>, tile<i32>
    %12 = divi %11, %cst_256_i32 signed rounding<negative_inf> : tile<i32>
    %13 = muli %12, %cst_8_i32_41 : tile<i32>
    %14 = subi %cst_32_i32_44, %13 : tile<i32>
    %15 = mini %14, %cst_8_i32_41 signed : tile<i32>
    %cst_0_i32_49 = constant <i32: 0> : tile<i32>
    %16 = cmpi less_than %15, %cst_0_i32_49, signed : tile<i32> -> tile<i1>
    %17 = remi %11, %15 signed : tile<i32>
    %cst_0_i32_50 = constant <i32: 0> : tile<i32>
    %18 = cmpi less_than %17, %cst_0_i32_50, signed : tile<i32> -> tile<i1>
    %19 = xori %18, %16 : tile<i1>
    %20 = cmpi not_equal %17, %cst_0_i32_50, signed : tile<i32> -> tile<i1>
    %21 = andi %19, %20 : tile<i1>
    %22 = addi %17, %15 : tile<i32>
    %23 = select %21, %22, %17 : tile<i1>, tile<i32>
    %24 = addi %13, %23 : tile<i32>
    %cst_0_i32_51 = constant <i32: 0> : tile<i32>
    %false_52 = constant <i1: false> : tile<i1>
    %25 = remi %11, %cst_256_i32 signed : tile<i32>
    %cst_0_i32_53 = constant <i32: 0> : tile<i32>
    %26 = cmpi less_than %25, %cst_0_i32_53, signed : tile<i32> -> tile<i1>
    %27 = xori %26, %false_52 : tile<i1>
    %28 = cmpi not_equal %25, %cst_0_i32_53, signed : tile<i32> -> tile<i1>
    %29 = andi %27, %28 : tile<i1>
    %30 = addi %25, %cst_256_i32 : tile<i32>
    %31 = select %29, %30, %25 : tile<i1>, tile<i32>
    %32 = divi %31, %15 signed rounding<negative_inf> : tile<i32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x64xf32>
    %cst_32_i32_54 = constant <i32: 32> : tile<i32>
    %cst_0_i32_55 = constant <i32: 0> : tile<i32>
    %cst_1_i32 = constant <i32: 1> : tile<i32>
    %for_56 = for %loopIdx_64 in (%cst_0_i32_55 to %cst_32_i32_54, step %cst_1_i32) : tile<i32> iter_values(%iterArg0_65 = %cst_0_f32) -> (tile<64x64xf32>) {
      %assume_66 = assume bounded<0, 31>, %loopIdx_64 : tile<i32>
      %cst_-1_i32_67 = constant <i32: -1> : tile<i32>
      %cst_-1_i32_68 = constant <i32: -1> : tile<i32>
      %cst_-1_i32_69 = constant <i32: -1> : tile<i32>
      %pview_70 = make_partition_view %tview : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
      %tile, %result_token = load_view_tko weak %pview_70[%4, %24, %assume_66] token = %0 optimization_hints = <sm_90 = {latency = 3}> : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %cst_1_i32_71 = constant <i32: 1> : tile<i32>
      %cst_64_i32_72 = constant <i32: 64> : tile<i32>
      %cst_64_i32_73 = constant <i32: 64> : tile<i32>
      %cst_64_i32_74 = constant <i32: 64> : tile<i32>
      %cst_64_i32_75 = constant <i32: 64> : tile<i32>
      %reshape_76 = reshape %tile : tile<1x64x64xf16> -> tile<64x64xf16>
      %cst_-1_i32_77 = constant <i32: -1> : tile<i32>
      %cst_-1_i32_78 = constant <i32: -1> : tile<i32>
      %cst_-1_i32_79 = constant <i32: -1> : tile<i32>
      %pview_80 = make_partition_view %tview_22 : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>
      %tile_81, %result_token_82 = load_view_tko weak %pview_80[%4, %assume_66, %32] token = %1 optimization_hints = <sm_90 = {latency = 3}> : partition_view<tile=(1x64x64), padding_value = zero, tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> tile<1x64x64xf16>, token
      %cst_1_i32_83 = constant <i32: 1> : tile<i32>
      %cst_64_i32_84 = constant <i32: 64> : tile<i32>
      %cst_64_i32_85 = constant <i32: 64> : tile<i32>
      %cst_64_i32_86 = constant <i32: 64> : tile<i32>
      %cst_64_i32_87 = constant <i32: 64> : tile<i32>
      %reshape_88 = reshape %tile_81 : tile<1x64x64xf16> -> tile<64x64xf16>
      %35 = mmaf %reshape_76, %reshape_88, %iterArg0_65 : tile<64x64xf16>, tile<64x64xf16>, tile<64x64xf32>
      continue %35 : tile<64x64xf32>
    }
    %33 = ftof %for_56  : tile<64x64xf32> -> tile<64x64xf16>
    %cst_64_i32_57 = constant <i32: 64> : tile<i32>
    %cst_64_i32_58 = constant <i32: 64> : tile<i32>
    %cst_1_i32_59 = constant <i32: 1> : tile<i32>
    %cst_64_i32_60 = constant <i32: 64> : tile<i32>
    %cst_64_i32_61 = constant <i32: 64> : tile<i32>
    %reshape = reshape %33 : tile<64x64xf16> -> tile<1x64x64xf16>
    %cst_-1_i32 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_62 = constant <i32: -1> : tile<i32>
    %cst_-1_i32_63 = constant <i32: -1> : tile<i32>
    %pview = make_partition_view %tview_33 : partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>
    %34 = store_view_tko weak %reshape, %pview[%4, %24, %32] token = %iterArg0 optimization_hints = <sm_90 = {latency = 3}> : tile<1x64x64xf16>, partition_view<tile=(1x64x64), tensor_view<?x?x?xf16, strides=[?,?,1]>>, tile<i32> -> token
    continue %34, %34 : token, token
  }
  return
}
