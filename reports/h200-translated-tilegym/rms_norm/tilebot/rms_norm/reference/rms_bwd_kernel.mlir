entry @_rms_bwd_kernel_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A1f16_1i16t1_p16_A1f32_1i16t1_p16_A2f32_1v4l0_2t1_3i16_p16_I4_I256(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f32>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f32>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>) optimization_hints=<default = {occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<8>, %arg3 : tile<i32>
  %assume_3 = assume div_by<16>, %arg5 : tile<ptr<f16>>
  %assume_4 = assume div_by<16>, %arg6 : tile<i32>
  %assume_5 = assume div_by<16>, %arg7 : tile<i32>
  %assume_6 = assume div_by<8>, %arg8 : tile<i32>
  %assume_7 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %assume_8 = assume div_by<16>, %arg11 : tile<i32>
  %assume_9 = assume div_by<16>, %arg12 : tile<i32>
  %assume_10 = assume div_by<8>, %arg13 : tile<i32>
  %assume_11 = assume div_by<16>, %arg15 : tile<ptr<f16>>
  %assume_12 = assume div_by<16>, %arg16 : tile<i32>
  %assume_13 = assume div_by<16>, %arg18 : tile<ptr<f32>>
  %assume_14 = assume div_by<16>, %arg19 : tile<i32>
  %assume_15 = assume div_by<16>, %arg21 : tile<ptr<f32>>
  %assume_16 = assume div_by<16>, %arg22 : tile<i32>
  %assume_17 = assume div_by<16>, %arg23 : tile<i32>
  %assume_18 = assume div_by<4>, %arg24 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_19 = constant <i32: 1> : tile<i32>
  %cst_1_i32_20 = constant <i32: 1> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_27 = assume div_by<8>, %assume_assume_26 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_25], strides = [%assume_assume_assume_27, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_28 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_29 = assume div_by<16>, %assume_assume_28 : tile<i32>
  %assume_assume_30 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_31 = assume div_by<16>, %assume_assume_30 : tile<i32>
  %assume_assume_32 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_33 = assume div_by<8>, %assume_assume_32 : tile<i32>
  %tview_34 = make_tensor_view %assume_3, shape = [%assume_assume_assume_29, %assume_assume_assume_31], strides = [%assume_assume_assume_33, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_35 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_36 = assume div_by<16>, %assume_assume_35 : tile<i32>
  %assume_assume_37 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_38 = assume div_by<16>, %assume_assume_37 : tile<i32>
  %assume_assume_39 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_40 = assume div_by<8>, %assume_assume_39 : tile<i32>
  %tview_41 = make_tensor_view %assume_7, shape = [%assume_assume_assume_36, %assume_assume_assume_38], strides = [%assume_assume_assume_40, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_42 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_43 = assume div_by<16>, %assume_assume_42 : tile<i32>
  %tview_44 = make_tensor_view %assume_11, shape = [%assume_assume_assume_43], strides = [1] : tile<i32> -> tensor_view<?xf16, strides=[1]>
  %assume_assume_45 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_46 = assume div_by<16>, %assume_assume_45 : tile<i32>
  %tview_47 = make_tensor_view %assume_13, shape = [%assume_assume_assume_46], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_assume_48 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_49 = assume div_by<16>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_51 = assume div_by<16>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_53 = assume div_by<4>, %assume_assume_52 : tile<i32>
  %tview_54 = make_tensor_view %assume_15, shape = [%assume_assume_assume_49, %assume_assume_assume_51], strides = [%assume_assume_assume_53, 1] : tile<i32> -> tensor_view<?x?xf32, strides=[?,1]>
  %cst_4_i32 = constant <i32: 4> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %1 = addi %assume_assume_assume_36, %cst_4_i32 : tile<i32>
  %cst_1_i32_55 = constant <i32: 1> : tile<i32>
  %2 = subi %1, %cst_1_i32_55 : tile<i32>
  %3 = divi %2, %cst_4_i32 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview_44 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf16, strides=[1]>>
  %tile, %result_token = load_view_tko weak %pview[%cst_0_i32] token = %0 : partition_view<tile=(256), padding_value = zero, tensor_view<?xf16, strides=[1]>>, tile<i32> -> tile<256xf16>, token
  %4 = ftof %tile  : tile<256xf16> -> tile<256xf32>
  %reshape = reshape %4 : tile<256xf32> -> tile<1x256xf32>
  %cst_1_f32 = constant <f32: 1.000000e+00> : tile<f32>
  %5 = itof %assume_assume_assume_38 signed  : tile<i32> -> tile<f32>
  %6 = divf %cst_1_f32, %5  : tile<f32>
  %reshape_56 = reshape %6 : tile<f32> -> tile<1x1xf32>
  %bcast = broadcast %reshape_56 : tile<1x1xf32> -> tile<4x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1x256xf32>
  %cst_0_i32_57 = constant <i32: 0> : tile<i32>
  %pview_58 = make_partition_view %tview_41 : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %cst_0_i32_59 = constant <i32: 0> : tile<i32>
  %pview_60 = make_partition_view %tview_34 : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %pview_61 = make_partition_view %tview_47 : partition_view<tile=(4), padding_value = zero, tensor_view<?xf32, strides=[1]>>
  %bcast_62 = broadcast %reshape : tile<1x256xf32> -> tile<4x256xf32>
  %cst_0_i32_63 = constant <i32: 0> : tile<i32>
  %pview_64 = make_partition_view %tview : partition_view<tile=(4x256), tensor_view<?x?xf16, strides=[?,1]>>
  %for = for %loopIdx in (%blockId_x to %3, step %gridSize_x) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<1x256xf32>) {
    %tile_67, %result_token_68 = load_view_tko weak %pview_58[%loopIdx, %cst_0_i32_57] token = %0 optimization_hints = <default = {latency = 10}> : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x256xf16>, token
    %8 = ftof %tile_67  : tile<4x256xf16> -> tile<4x256xf32>
    %tile_69, %result_token_70 = load_view_tko weak %pview_60[%loopIdx, %cst_0_i32_59] token = %0 optimization_hints = <default = {latency = 10}> : partition_view<tile=(4x256), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<4x256xf16>, token
    %9 = ftof %tile_69  : tile<4x256xf16> -> tile<4x256xf32>
    %tile_71, %result_token_72 = load_view_tko weak %pview_61[%loopIdx] token = %0 : partition_view<tile=(4), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<4xf32>, token
    %reshape_73 = reshape %tile_71 : tile<4xf32> -> tile<4x1xf32>
    %bcast_74 = broadcast %reshape_73 : tile<4x1xf32> -> tile<4x256xf32>
    %10 = mulf %8, %bcast_74  : tile<4x256xf32>
    %11 = mulf %9, %bcast_62  : tile<4x256xf32>
    %12 = mulf %10, %11  : tile<4x256xf32>
    %reduce = reduce %12 dim=1 identities=[0.000000e+00 : f32] : tile<4x256xf32> -> tile<4xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %21 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %21 : tile<f32>
    }
    %reshape_75 = reshape %reduce : tile<4xf32> -> tile<4x1xf32>
    %13 = mulf %reshape_75, %bcast  : tile<4x1xf32>
    %bcast_76 = broadcast %13 : tile<4x1xf32> -> tile<4x256xf32>
    %14 = mulf %10, %bcast_76  : tile<4x256xf32>
    %15 = subf %11, %14  : tile<4x256xf32>
    %bcast_77 = broadcast %reshape_73 : tile<4x1xf32> -> tile<4x256xf32>
    %16 = mulf %15, %bcast_77  : tile<4x256xf32>
    %17 = ftof %16  : tile<4x256xf32> -> tile<4x256xf16>
    %18 = store_view_tko weak %17, %pview_64[%loopIdx, %cst_0_i32_63] token = %0 optimization_hints = <default = {allow_tma = false, latency = 3}> : tile<4x256xf16>, partition_view<tile=(4x256), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
    %19 = mulf %9, %10  : tile<4x256xf32>
    %reduce_78 = reduce %19 dim=0 identities=[0.000000e+00 : f32] : tile<4x256xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %21 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %21 : tile<f32>
    }
    %reshape_79 = reshape %reduce_78 : tile<256xf32> -> tile<1x256xf32>
    %20 = addf %iterArg0, %reshape_79  : tile<1x256xf32>
    continue %20 : tile<1x256xf32>
  }
  %cst_0_i32_65 = constant <i32: 0> : tile<i32>
  %pview_66 = make_partition_view %tview_54 : partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>
  %7 = store_view_tko weak %for, %pview_66[%blockId_x, %cst_0_i32_65] token = %0 optimization_hints = <default = {allow_tma = false}> : tile<1x256xf32>, partition_view<tile=(1x256), tensor_view<?x?xf32, strides=[?,1]>>, tile<i32> -> token
  return
}
