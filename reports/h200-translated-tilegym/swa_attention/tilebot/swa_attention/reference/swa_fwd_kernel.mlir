entry @_swa_fwd_kernel_Kt1_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_A2f16_1v8l0_2t1_3i16_p16_Sf32_Si32_Si32_Si32_Si32_I64_I128_I128_B1(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<ptr<f16>>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<i32>, %arg19: tile<i32>, %arg20: tile<f32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>) optimization_hints=<default = {occupancy = 2}> {
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
  %assume_13 = assume div_by<16>, %arg17 : tile<i32>
  %assume_14 = assume div_by<8>, %arg18 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_15 = constant <i32: 1> : tile<i32>
  %cst_1_i32_16 = constant <i32: 1> : tile<i32>
  %cst_1_i32_17 = constant <i32: 1> : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_18 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_19 = assume div_by<16>, %assume_assume_18 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_21 = assume div_by<8>, %assume_assume_20 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_assume_assume, %assume_assume_assume_19], strides = [%assume_assume_assume_21, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_22 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_23 = assume div_by<16>, %assume_assume_22 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_25 = assume div_by<16>, %assume_assume_24 : tile<i32>
  %assume_assume_26 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_27 = assume div_by<8>, %assume_assume_26 : tile<i32>
  %tview_28 = make_tensor_view %assume_3, shape = [%assume_assume_assume_23, %assume_assume_assume_25], strides = [%assume_assume_assume_27, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_29 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_30 = assume div_by<16>, %assume_assume_29 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_assume_assume_32 = assume div_by<16>, %assume_assume_31 : tile<i32>
  %assume_assume_33 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_34 = assume div_by<8>, %assume_assume_33 : tile<i32>
  %tview_35 = make_tensor_view %assume_7, shape = [%assume_assume_assume_30, %assume_assume_assume_32], strides = [%assume_assume_assume_34, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %assume_assume_36 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_37 = assume div_by<16>, %assume_assume_36 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_39 = assume div_by<16>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_14 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %tview_42 = make_tensor_view %assume_11, shape = [%assume_assume_assume_37, %assume_assume_assume_39], strides = [%assume_assume_assume_41, 1] : tile<i32> -> tensor_view<?x?xf16, strides=[?,1]>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_43, %blockId_y_44, %blockId_z_45 = get_tile_block_id : tile<i32>
  %1 = muli %blockId_x, %cst_64_i32 : tile<i32>
  %2 = muli %blockId_y_44, %arg23 : tile<i32>
  %3 = addi %2, %blockId_x : tile<i32>
  %4 = muli %blockId_y_44, %arg24 : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%3, %cst_0_i32] token = %0 : partition_view<tile=(64x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<64x128xf16>, token
  %cst_f32 = constant <f32: -1.000000e+30> : tile<64xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<64xf32>
  %cst_0_f32_46 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %cst_f32_47 = constant <f32: 1.44269502> : tile<f32>
  %5 = mulf %arg20, %cst_f32_47  : tile<f32>
  %6 = iota : tile<64xi32>
  %reshape = reshape %1 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<64xi32>
  %7 = addi %6, %bcast : tile<64xi32>
  %cst_0_i32_48 = constant <i32: 0> : tile<i32>
  %8 = subi %1, %arg22 : tile<i32>
  %cst_1_i32_49 = constant <i32: 1> : tile<i32>
  %9 = addi %8, %cst_1_i32_49 : tile<i32>
  %10 = maxi %cst_0_i32_48, %9 signed : tile<i32>
  %11 = divi %10, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %12 = addi %arg21, %cst_128_i32 : tile<i32>
  %cst_1_i32_50 = constant <i32: 1> : tile<i32>
  %13 = subi %12, %cst_1_i32_50 : tile<i32>
  %14 = divi %13, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %15 = addi %1, %cst_64_i32 : tile<i32>
  %cst_1_i32_51 = constant <i32: 1> : tile<i32>
  %16 = subi %15, %cst_1_i32_51 : tile<i32>
  %17 = divi %16, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %cst_1_i32_52 = constant <i32: 1> : tile<i32>
  %18 = addi %17, %cst_1_i32_52 : tile<i32>
  %19 = mini %14, %18 signed : tile<i32>
  %cst_1_i32_53 = constant <i32: 1> : tile<i32>
  %cst_0_i32_54 = constant <i32: 0> : tile<i32>
  %pview_55 = make_partition_view %tview_28 : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %cst_0_i32_56 = constant <i32: 0> : tile<i32>
  %pview_57 = make_partition_view %tview_35 : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>
  %cst_0_f32_58 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %20 = iota : tile<128xi32>
  %reshape_59 = reshape %7 : tile<64xi32> -> tile<64x1xi32>
  %reshape_60 = reshape %arg22 : tile<i32> -> tile<1x1xi32>
  %bcast_61 = broadcast %reshape_60 : tile<1x1xi32> -> tile<64x1xi32>
  %21 = subi %reshape_59, %bcast_61 : tile<64x1xi32>
  %bcast_62 = broadcast %21 : tile<64x1xi32> -> tile<64x128xi32>
  %bcast_63 = broadcast %reshape_59 : tile<64x1xi32> -> tile<64x128xi32>
  %reshape_64 = reshape %arg21 : tile<i32> -> tile<1x1xi32>
  %bcast_65 = broadcast %reshape_64 : tile<1x1xi32> -> tile<1x128xi32>
  %cst_f32_66 = constant <f32: -1.000000e+30> : tile<64x128xf32>
  %reshape_67 = reshape %5 : tile<f32> -> tile<1x1xf32>
  %bcast_68 = broadcast %reshape_67 : tile<1x1xf32> -> tile<64x128xf32>
  %reshape_69 = reshape %5 : tile<f32> -> tile<1x1xf32>
  %bcast_70 = broadcast %reshape_69 : tile<1x1xf32> -> tile<64x128xf32>
  %cst_0_f32_71 = constant <f32: 0.000000e+00> : tile<64x128xf32>
  %for:3 = for %loopIdx in (%11 to %19, step %cst_1_i32_53) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_46, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32) -> (tile<64x128xf32>, tile<64xf32>, tile<64xf32>) {
    %26 = muli %loopIdx, %cst_128_i32 : tile<i32>
    %27 = addi %4, %loopIdx : tile<i32>
    %tile_77, %result_token_78 = load_view_tko weak %pview_55[%27, %cst_0_i32_54] token = %0 : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x128xf16>, token
    %28 = addi %4, %loopIdx : tile<i32>
    %tile_79, %result_token_80 = load_view_tko weak %pview_57[%28, %cst_0_i32_56] token = %0 : partition_view<tile=(128x128), padding_value = zero, tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> tile<128x128xf16>, token
    %29 = permute %tile_77 [1, 0] : tile<128x128xf16> -> tile<128x128xf16>
    %30 = mmaf %tile, %29, %cst_0_f32_58 : tile<64x128xf16>, tile<128x128xf16>, tile<64x128xf32>
    %reshape_81 = reshape %26 : tile<i32> -> tile<1xi32>
    %bcast_82 = broadcast %reshape_81 : tile<1xi32> -> tile<128xi32>
    %31 = addi %20, %bcast_82 : tile<128xi32>
    %reshape_83 = reshape %31 : tile<128xi32> -> tile<1x128xi32>
    %bcast_84 = broadcast %reshape_83 : tile<1x128xi32> -> tile<64x128xi32>
    %32 = cmpi greater_than %bcast_84, %bcast_62, signed : tile<64x128xi32> -> tile<64x128xi1>
    %bcast_85 = broadcast %reshape_83 : tile<1x128xi32> -> tile<64x128xi32>
    %33 = cmpi less_than_or_equal %bcast_85, %bcast_63, signed : tile<64x128xi32> -> tile<64x128xi1>
    %34 = andi %32, %33 : tile<64x128xi1>
    %35 = cmpi less_than %reshape_83, %bcast_65, signed : tile<1x128xi32> -> tile<1x128xi1>
    %bcast_86 = broadcast %35 : tile<1x128xi1> -> tile<64x128xi1>
    %36 = andi %34, %bcast_86 : tile<64x128xi1>
    %37 = select %36, %30, %cst_f32_66 : tile<64x128xi1>, tile<64x128xf32>
    %38 = mulf %37, %bcast_68  : tile<64x128xf32>
    %reduce = reduce %38 dim=1 identities=[0xFF800000 : f32] : tile<64x128xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %49 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %49 : tile<f32>
    }
    %39 = maxf %iterArg2, %reduce : tile<64xf32>
    %40 = subf %iterArg2, %39  : tile<64xf32>
    %41 = exp2 %40 flush_to_zero : tile<64xf32>
    %reshape_87 = reshape %39 : tile<64xf32> -> tile<64x1xf32>
    %bcast_88 = broadcast %reshape_87 : tile<64x1xf32> -> tile<64x128xf32>
    %42 = negf %bcast_88 : tile<64x128xf32>
    %43 = fma %37, %bcast_70, %42  : tile<64x128xf32>
    %44 = exp2 %43 flush_to_zero : tile<64x128xf32>
    %reduce_89 = reduce %44 dim=1 identities=[0.000000e+00 : f32] : tile<64x128xf32> -> tile<64xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %49 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %49 : tile<f32>
    }
    %45 = fma %41, %iterArg1, %reduce_89  : tile<64xf32>
    %46 = ftof %44  : tile<64x128xf32> -> tile<64x128xf16>
    %reshape_90 = reshape %41 : tile<64xf32> -> tile<64x1xf32>
    %bcast_91 = broadcast %reshape_90 : tile<64x1xf32> -> tile<64x128xf32>
    %47 = mmaf %46, %tile_79, %cst_0_f32_71 : tile<64x128xf16>, tile<128x128xf16>, tile<64x128xf32>
    %48 = fma %bcast_91, %iterArg0, %47  : tile<64x128xf32>
    continue %48, %45, %39 : tile<64x128xf32>, tile<64xf32>, tile<64xf32>
  }
  %cst_f32_72 = constant <f32: 9.99999997E-7> : tile<64xf32>
  %22 = maxf %for#1, %cst_f32_72 : tile<64xf32>
  %reshape_73 = reshape %22 : tile<64xf32> -> tile<64x1xf32>
  %bcast_74 = broadcast %reshape_73 : tile<64x1xf32> -> tile<64x128xf32>
  %23 = divf %for#0, %bcast_74  : tile<64x128xf32>
  %cst_0_i32_75 = constant <i32: 0> : tile<i32>
  %24 = ftof %23  : tile<64x128xf32> -> tile<64x128xf16>
  %pview_76 = make_partition_view %tview_42 : partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>
  %25 = store_view_tko weak %24, %pview_76[%3, %cst_0_i32_75] token = %0 : tile<64x128xf16>, partition_view<tile=(64x128), tensor_view<?x?xf16, strides=[?,1]>>, tile<i32> -> token
  return
}
