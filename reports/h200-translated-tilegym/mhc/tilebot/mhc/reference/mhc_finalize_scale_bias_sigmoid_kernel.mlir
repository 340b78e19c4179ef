entry @_mhc_finalize_scale_bias_sigmoid_kernel_Kt2_A2f32_1i16v4l0_2t1_p16_A2f32_1i16_2s1_3t1_p16_A2f32_1i16v4l0_2t1_p16_A2f32_1i16_2s1_3t1_p16_Si32_Sf32_Sf32_Sf32_A1f32_1t1_p16_Si32_Si32_Si32_I64_I32_I1(%arg0: tile<ptr<f32>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f32>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f32>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f32>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<f32>, %arg22: tile<f32>, %arg23: tile<f32>, %arg24: tile<ptr<f32>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<i32>, %arg28: tile<i32>, %arg29: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f32>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<4>, %arg3 : tile<i32>
  %assume_2 = assume div_by<16>, %arg5 : tile<ptr<f32>>
  %assume_3 = assume div_by<16>, %arg6 : tile<i32>
  %assume_4 = assume div_by<16>, %arg10 : tile<ptr<f32>>
  %assume_5 = assume div_by<16>, %arg11 : tile<i32>
  %assume_6 = assume div_by<4>, %arg13 : tile<i32>
  %assume_7 = assume div_by<16>, %arg15 : tile<ptr<f32>>
  %assume_8 = assume div_by<16>, %arg16 : tile<i32>
  %assume_9 = assume div_by<16>, %arg24 : tile<ptr<f32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_10 = constant <i32: 1> : tile<i32>
  %cst_1_i32_11 = constant <i32: 1> : tile<i32>
  %cst_1_i32_12 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %cst_1_i32_14 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_assume_19 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_20 = assume div_by<4>, %assume_assume_19 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_18], strides = [%assume_assume_assume_20, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_21 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_22 = assume div_by<16>, %assume_assume_21 : tile<i32>
  %assume_cst_1_i32 = assume div_by<4>, %cst_1_i32_12 : tile<i32>
  %tview_23 = make_tensor_view %assume_2, shape = [%assume_assume_assume_22, 1], strides = [1, %assume_cst_1_i32] : tile<i32> -> tensor_view<?x1xf32, strides=[1,?]>
  %assume_assume_24 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_28 = assume div_by<4>, %assume_assume_27 : tile<i32>
  %tview_29 = make_tensor_view %assume_4, shape = [%assume_assume_assume_25, %assume_26], strides = [%assume_assume_assume_28, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %assume_assume_30 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_31 = assume div_by<16>, %assume_assume_30 : tile<i32>
  %assume_cst_1_i32_32 = assume div_by<4>, %cst_1_i32_16 : tile<i32>
  %tview_33 = make_tensor_view %assume_7, shape = [%assume_assume_assume_31, 1], strides = [1, %assume_cst_1_i32_32] : tile<i32> -> tensor_view<?x1xf32, strides=[1,?]>
  %assume_34 = assume bounded<0, ?>, %arg25 : tile<i32>
  %tview_35 = make_tensor_view %assume_9, shape = [%assume_34], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %cst_1_i32_36 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_37, %blockId_y_38, %blockId_z_39 = get_tile_block_id : tile<i32>
  %1 = divi %arg27, %cst_64_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64x32xf32>
  %cst_0_f32_40 = constant <f32: 0.000000e+00> : tile<64x1xf32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %cst_1_i32_41 = constant <i32: 1> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>
  %pview_42 = make_partition_view %tview_23 : partition_view<tile=(64x1), padding_value = zero, tensor_view<?x1xf32, strides=[1,?]>>
  %for:2 = for %loopIdx in (%cst_0_i32 to %cst_1_i32_36, step %cst_1_i32_41) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_40, %iterArg1 = %cst_0_f32) -> (tile<64x1xf32>, tile<64x32xf32>) {
    %34 = muli %loopIdx, %1 : tile<i32>
    %35 = addi %blockId_x, %34 : tile<i32>
    %tile_80, %result_token_81 = load_view_tko weak %pview[%35, %blockId_y_38] token = %0 : partition_view<tile=(64x32), padding_value = zero, tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> tile<64x32xf32>, token
    %36 = addf %iterArg1, %tile_80  : tile<64x32xf32>
    %tile_82, %result_token_83 = load_view_tko weak %pview_42[%35, %blockId_y_38] token = %0 : partition_view<tile=(64x1), padding_value = zero, tensor_view<?x1xf32, strides=[1,?]>>, tile<i32> -> tile<64x1xf32>, token
    %37 = addf %iterArg0, %tile_82  : tile<64x1xf32>
    continue %37, %36 : tile<64x1xf32>, tile<64x32xf32>
  }
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %2 = itof %arg29 signed  : tile<i32> -> tile<f32>
  %3 = mulf %2, %cst_1_f32  : tile<f32>
  %reshape = reshape %3 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape : tile<1x1xf32> -> tile<64x1xf32>
  %4 = divf %for#0, %bcast  : tile<64x1xf32>
  %5 = rsqrt %4 : tile<64x1xf32>
  %cst_1_f32_43 = constant <f32: 1.000000e+00> : tile<64x1xf32>
  %6 = divf %cst_1_f32_43, %5  : tile<64x1xf32>
  %cst_0_i32_44 = constant <i32: 0> : tile<i32>
  %7 = cmpi equal %blockId_y_38, %cst_0_i32_44, signed : tile<i32> -> tile<i1>
  if %7 {
    %cst_0_i32_80 = constant <i32: 0> : tile<i32>
    %pview_81 = make_partition_view %tview_33 : partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,?]>>
    %34 = store_view_tko weak %6, %pview_81[%blockId_x, %cst_0_i32_80] token = %0 : tile<64x1xf32>, partition_view<tile=(64x1), tensor_view<?x1xf32, strides=[1,?]>>, tile<i32> -> token
  } else {
  }
  %8 = iota : tile<32xi32>
  %9 = muli %blockId_y_38, %cst_32_i32 : tile<i32>
  %reshape_45 = reshape %9 : tile<i32> -> tile<1xi32>
  %bcast_46 = broadcast %reshape_45 : tile<1xi32> -> tile<32xi32>
  %10 = addi %bcast_46, %8 : tile<32xi32>
  %pview_47 = make_partition_view %tview_35 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview_47[%blockId_y_38] token = %0 : partition_view<tile=(32), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<32xf32>, token
  %reshape_48 = reshape %tile : tile<32xf32> -> tile<1x32xf32>
  %cst_1_f32_49 = constant <f32: 1.000000e+00> : tile<32xf32>
  %cst_0_f32_50 = constant <f32: 0.000000e+00> : tile<32xf32>
  %reshape_51 = reshape %arg20 : tile<i32> -> tile<1xi32>
  %bcast_52 = broadcast %reshape_51 : tile<1xi32> -> tile<32xi32>
  %11 = cmpi less_than %10, %bcast_52, signed : tile<32xi32> -> tile<32xi1>
  %12 = select %11, %cst_1_f32_49, %cst_0_f32_50 : tile<32xi1>, tile<32xf32>
  %cst_2_i32 = constant <i32: 2> : tile<i32>
  %13 = muli %cst_2_i32, %arg20 : tile<i32>
  %reshape_53 = reshape %13 : tile<i32> -> tile<1xi32>
  %bcast_54 = broadcast %reshape_53 : tile<1xi32> -> tile<32xi32>
  %14 = cmpi less_than %10, %bcast_54, signed : tile<32xi32> -> tile<32xi1>
  %15 = select %14, %cst_1_f32_49, %cst_0_f32_50 : tile<32xi1>, tile<32xf32>
  %16 = subf %15, %12  : tile<32xf32>
  %17 = subf %cst_1_f32_49, %12  : tile<32xf32>
  %18 = subf %17, %16  : tile<32xf32>
  %reshape_55 = reshape %arg21 : tile<f32> -> tile<1xf32>
  %bcast_56 = broadcast %reshape_55 : tile<1xf32> -> tile<32xf32>
  %reshape_57 = reshape %arg22 : tile<f32> -> tile<1xf32>
  %bcast_58 = broadcast %reshape_57 : tile<1xf32> -> tile<32xf32>
  %19 = mulf %bcast_58, %16  : tile<32xf32>
  %20 = fma %bcast_56, %12, %19  : tile<32xf32>
  %reshape_59 = reshape %arg23 : tile<f32> -> tile<1xf32>
  %bcast_60 = broadcast %reshape_59 : tile<1xf32> -> tile<32xf32>
  %21 = fma %bcast_60, %18, %20  : tile<32xf32>
  %reshape_61 = reshape %21 : tile<32xf32> -> tile<1x32xf32>
  %bcast_62 = broadcast %reshape_61 : tile<1x32xf32> -> tile<64x32xf32>
  %22 = mulf %for#1, %bcast_62  : tile<64x32xf32>
  %bcast_63 = broadcast %6 : tile<64x1xf32> -> tile<64x32xf32>
  %23 = divf %22, %bcast_63  : tile<64x32xf32>
  %bcast_64 = broadcast %reshape_48 : tile<1x32xf32> -> tile<64x32xf32>
  %24 = addf %23, %bcast_64  : tile<64x32xf32>
  %cst_1_f32_65 = constant <f32: 1.000000e+00> : tile<f32>
  %cst_1_f32_66 = constant <f32: 1.000000e+00> : tile<f32>
  %25 = negf %24 : tile<64x32xf32>
  %26 = exp %25  : tile<64x32xf32>
  %reshape_67 = reshape %cst_1_f32_66 : tile<f32> -> tile<1x1xf32>
  %bcast_68 = broadcast %reshape_67 : tile<1x1xf32> -> tile<64x32xf32>
  %27 = addf %bcast_68, %26  : tile<64x32xf32>
  %reshape_69 = reshape %cst_1_f32_65 : tile<f32> -> tile<1x1xf32>
  %bcast_70 = broadcast %reshape_69 : tile<1x1xf32> -> tile<64x32xf32>
  %28 = divf %bcast_70, %27  : tile<64x32xf32>
  %cst_2_f32 = constant <f32: 2.000000e+00> : tile<f32>
  %reshape_71 = reshape %cst_2_f32 : tile<f32> -> tile<1x1xf32>
  %bcast_72 = broadcast %reshape_71 : tile<1x1xf32> -> tile<64x32xf32>
  %29 = mulf %28, %bcast_72  : tile<64x32xf32>
  %reshape_73 = reshape %12 : tile<32xf32> -> tile<1x32xf32>
  %reshape_74 = reshape %16 : tile<32xf32> -> tile<1x32xf32>
  %reshape_75 = reshape %18 : tile<32xf32> -> tile<1x32xf32>
  %bcast_76 = broadcast %reshape_75 : tile<1x32xf32> -> tile<64x32xf32>
  %bcast_77 = broadcast %reshape_73 : tile<1x32xf32> -> tile<64x32xf32>
  %30 = mulf %28, %bcast_77  : tile<64x32xf32>
  %31 = fma %24, %bcast_76, %30  : tile<64x32xf32>
  %bcast_78 = broadcast %reshape_74 : tile<1x32xf32> -> tile<64x32xf32>
  %32 = fma %29, %bcast_78, %31  : tile<64x32xf32>
  %pview_79 = make_partition_view %tview_29 : partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>
  %33 = store_view_tko weak %32, %pview_79[%blockId_x, %blockId_y_38] token = %0 : tile<64x32xf32>, partition_view<tile=(64x32), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
