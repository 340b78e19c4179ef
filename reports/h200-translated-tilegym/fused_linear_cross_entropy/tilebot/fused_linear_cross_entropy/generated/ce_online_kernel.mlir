entry @ce_online_kernel_entry(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<ptr<f32>>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<ptr<f32>>, %arg8: tile<i32>, %arg9: tile<i32>) optimization_hints=<sm_90 = {occupancy = 1}> {
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_2048_i32 = constant <i32: 2048> : tile<i32>
  %cst_4096_i32 = constant <i32: 4096> : tile<i32>
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg2 : tile<i32>
  %assume_2 = assume div_by<16>, %arg3 : tile<i32>
  %assume_3 = assume bounded<0, ?>, %arg5 : tile<i32>
  %assume_assume = assume div_by<16>, %assume_3 : tile<i32>
  %0 = make_token : token
  %assume_4 = assume div_by<16>, %arg4 : tile<ptr<f32>>
  %tview = make_tensor_view %assume_4, shape = [%assume_assume], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %assume_5 = assume bounded<0, ?>, %arg8 : tile<i32>
  %assume_assume_6 = assume div_by<16>, %assume_5 : tile<i32>
  %1 = make_token : token
  %assume_7 = assume div_by<16>, %arg7 : tile<ptr<f32>>
  %tview_8 = make_tensor_view %assume_7, shape = [%assume_assume_6], strides = [1] : tile<i32> -> tensor_view<?xf32, strides=[1]>
  %cst_128_i32_9 = constant <i32: 128> : tile<i32>
  %cst_2048_i32_10 = constant <i32: 2048> : tile<i32>
  %cst_4096_i32_11 = constant <i32: 4096> : tile<i32>
  %2 = make_token : token
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %assume_blockId_x = assume bounded<0, ?>, %blockId_x : tile<i32>
  %assume_blockId_y = assume bounded<0, ?>, %blockId_y : tile<i32>
  %assume_blockId_z = assume bounded<0, ?>, %blockId_z : tile<i32>
  %gridSize_x, %gridSize_y, %gridSize_z = get_num_tile_blocks : tile<i32>
  %assume_gridSize_x = assume bounded<0, ?>, %gridSize_x : tile<i32>
  %assume_gridSize_y = assume bounded<0, ?>, %gridSize_y : tile<i32>
  %assume_gridSize_z = assume bounded<0, ?>, %gridSize_z : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %3 = iota : tile<4096xi32>
  %for:4 = for %loopIdx in (%assume_blockId_x to %cst_128_i32_9, step %assume_gridSize_x) : tile<i32> iter_values(%iterArg0 = %2, %iterArg1 = %2, %iterArg2 = %0, %iterArg3 = %0) -> (token, token, token, token) {
    %assume_12 = assume bounded<?, 127>, %loopIdx : tile<i32>
    %cst_f32 = constant <f32: -1.000000e+30> : tile<1xf32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<1xf32>
    %cst_0_i32 = constant <i32: 0> : tile<i32>
    %cst_1_i32_13 = constant <i32: 1> : tile<i32>
    %for_14:3 = for %loopIdx_19 in (%cst_0_i32 to %cst_1_i32, step %cst_1_i32_13) : tile<i32> iter_values(%iterArg0_20 = %iterArg0, %iterArg1_21 = %cst_f32, %iterArg2_22 = %cst_0_f32) -> (token, tile<1xf32>, tile<1xf32>) {
      %assume_23 = assume bounded<0, 0>, %loopIdx_19 : tile<i32>
      %cst_0_i32_24 = constant <i32: 0> : tile<i32>
      %cst_4096_i32_25 = constant <i32: 4096> : tile<i32>
      %cst_1_i32_26 = constant <i32: 1> : tile<i32>
      %cst_1_i32_27 = constant <i32: 1> : tile<i32>
      %reshape = reshape %cst_0_i32_24 : tile<i32> -> tile<1xi32>
      %cst_1_i32_28 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_29 = constant <i32: 4096> : tile<i32>
      %bcast = broadcast %reshape : tile<1xi32> -> tile<4096xi32>
      %10 = addi %bcast, %3 : tile<4096xi32>
      %cst_4096_i32_30 = constant <i32: 4096> : tile<i32>
      %cst_1_i32_31 = constant <i32: 1> : tile<i32>
      %cst_1_i32_32 = constant <i32: 1> : tile<i32>
      %reshape_33 = reshape %assume_12 : tile<i32> -> tile<1xi32>
      %cst_1_i32_34 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_35 = constant <i32: 4096> : tile<i32>
      %bcast_36 = broadcast %reshape_33 : tile<1xi32> -> tile<4096xi32>
      %11 = exti %bcast_36 signed : tile<4096xi32> -> tile<4096xi64>
      %12 = exti %assume_0 signed : tile<i32> -> tile<i64>
      %cst_1_i32_37 = constant <i32: 1> : tile<i32>
      %reshape_38 = reshape %12 : tile<i64> -> tile<1xi64>
      %cst_1_i32_39 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_40 = constant <i32: 4096> : tile<i32>
      %bcast_41 = broadcast %reshape_38 : tile<1xi64> -> tile<4096xi64>
      %13 = cmpi less_than %11, %bcast_41, unsigned : tile<4096xi64> -> tile<4096xi1>
      %14 = exti %assume_2 signed : tile<i32> -> tile<i64>
      %cst_1_i32_42 = constant <i32: 1> : tile<i32>
      %reshape_43 = reshape %14 : tile<i64> -> tile<1xi64>
      %cst_1_i32_44 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_45 = constant <i32: 4096> : tile<i32>
      %bcast_46 = broadcast %reshape_43 : tile<1xi64> -> tile<4096xi64>
      %15 = muli %11, %bcast_46 : tile<4096xi64>
      %16 = exti %10 signed : tile<4096xi32> -> tile<4096xi64>
      %17 = exti %assume_1 signed : tile<i32> -> tile<i64>
      %cst_1_i32_47 = constant <i32: 1> : tile<i32>
      %reshape_48 = reshape %17 : tile<i64> -> tile<1xi64>
      %cst_1_i32_49 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_50 = constant <i32: 4096> : tile<i32>
      %bcast_51 = broadcast %reshape_48 : tile<1xi64> -> tile<4096xi64>
      %18 = cmpi less_than %16, %bcast_51, unsigned : tile<4096xi64> -> tile<4096xi1>
      %19 = andi %13, %18 : tile<4096xi1>
      %20 = addi %15, %16 : tile<4096xi64>
      %cst_1_i32_52 = constant <i32: 1> : tile<i32>
      %reshape_53 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
      %cst_1_i32_54 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_55 = constant <i32: 4096> : tile<i32>
      %bcast_56 = broadcast %reshape_53 : tile<1xptr<f16>> -> tile<4096xptr<f16>>
      %cst_4096_i32_57 = constant <i32: 4096> : tile<i32>
      %21 = offset %bcast_56, %20 : tile<4096xptr<f16>>, tile<4096xi64> -> tile<4096xptr<f16>>
      %cst_f32_58 = constant <f32: -1.000000e+30> : tile<f32>
      %22 = ftof %cst_f32_58  : tile<f32> -> tile<f16>
      %reshape_59 = reshape %22 : tile<f16> -> tile<1xf16>
      %bcast_60 = broadcast %reshape_59 : tile<1xf16> -> tile<4096xf16>
      %result, %result_token_61 = load_ptr_tko weak %21, %19, %bcast_60 token=%iterArg1 : tile<4096xptr<f16>>, tile<4096xi1>, tile<4096xf16> -> tile<4096xf16>, token
      %23 = join_tokens %iterArg0_20, %result_token_61 : token
      %24 = ftof %result  : tile<4096xf16> -> tile<4096xf32>
      %reduce = reduce %24 dim=0 identities=[0xFF800000 : f32] : tile<4096xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %32 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
        yield %32 : tile<f32>
      }
      %cst_1_i32_62 = constant <i32: 1> : tile<i32>
      %reshape_63 = reshape %reduce : tile<f32> -> tile<1xf32>
      %25 = maxf %iterArg1_21, %reshape_63 : tile<1xf32>
      %26 = subf %iterArg1_21, %25  : tile<1xf32>
      %27 = exp %26  : tile<1xf32>
      %28 = mulf %iterArg2_22, %27  : tile<1xf32>
      %cst_1_i32_64 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_65 = constant <i32: 4096> : tile<i32>
      %bcast_66 = broadcast %25 : tile<1xf32> -> tile<4096xf32>
      %29 = subf %24, %bcast_66  : tile<4096xf32>
      %30 = exp %29  : tile<4096xf32>
      %reduce_67 = reduce %30 dim=0 identities=[0.000000e+00 : f32] : tile<4096xf32> -> tile<f32> 
      (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
        %32 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
        yield %32 : tile<f32>
      }
      %cst_1_i32_68 = constant <i32: 1> : tile<i32>
      %reshape_69 = reshape %reduce_67 : tile<f32> -> tile<1xf32>
      %31 = addf %28, %reshape_69  : tile<1xf32>
      continue %23, %25, %31 : token, tile<1xf32>, tile<1xf32>
    }
    %4 = log %for_14#2 : tile<1xf32>
    %5 = addf %for_14#1, %4  : tile<1xf32>
    %cst_-1_i32 = constant <i32: -1> : tile<i32>
    %pview = make_partition_view %tview_8 : partition_view<tile=(1), padding_value = zero, tensor_view<?xf32, strides=[1]>>
    %tile, %result_token = load_view_tko weak %pview[%assume_12] token = %1 : partition_view<tile=(1), padding_value = zero, tensor_view<?xf32, strides=[1]>>, tile<i32> -> tile<1xf32>, token
    %6 = subf %5, %tile  : tile<1xf32>
    %pview_15 = make_partition_view %tview : partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>
    %7 = store_view_tko weak %6, %pview_15[%assume_12] token = %0 optimization_hints = <sm_90 = {allow_tma = false}> : tile<1xf32>, partition_view<tile=(1), tensor_view<?xf32, strides=[1]>>, tile<i32> -> token
    %8 = join_tokens %iterArg2, %7 : token
    %cst_1_f32 = constant <f32: 1.000000e+00> : tile<1xf32>
    %9 = divf %cst_1_f32, %for_14#2  : tile<1xf32>
    %cst_0_i32_16 = constant <i32: 0> : tile<i32>
    %cst_1_i32_17 = constant <i32: 1> : tile<i32>
    %for_18:2 = for %loopIdx_19 in (%cst_0_i32_16 to %cst_1_i32, step %cst_1_i32_17) : tile<i32> iter_values(%iterArg0_20 = %for_14#0, %iterArg1_21 = %iterArg1) -> (token, token) {
      %assume_22 = assume bounded<0, 0>, %loopIdx_19 : tile<i32>
      %cst_0_i32_23 = constant <i32: 0> : tile<i32>
      %cst_4096_i32_24 = constant <i32: 4096> : tile<i32>
      %cst_1_i32_25 = constant <i32: 1> : tile<i32>
      %cst_1_i32_26 = constant <i32: 1> : tile<i32>
      %reshape = reshape %cst_0_i32_23 : tile<i32> -> tile<1xi32>
      %cst_1_i32_27 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_28 = constant <i32: 4096> : tile<i32>
      %bcast = broadcast %reshape : tile<1xi32> -> tile<4096xi32>
      %10 = addi %bcast, %3 : tile<4096xi32>
      %cst_4096_i32_29 = constant <i32: 4096> : tile<i32>
      %cst_1_i32_30 = constant <i32: 1> : tile<i32>
      %cst_1_i32_31 = constant <i32: 1> : tile<i32>
      %reshape_32 = reshape %assume_12 : tile<i32> -> tile<1xi32>
      %cst_1_i32_33 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_34 = constant <i32: 4096> : tile<i32>
      %bcast_35 = broadcast %reshape_32 : tile<1xi32> -> tile<4096xi32>
      %11 = exti %bcast_35 signed : tile<4096xi32> -> tile<4096xi64>
      %12 = exti %assume_0 signed : tile<i32> -> tile<i64>
      %cst_1_i32_36 = constant <i32: 1> : tile<i32>
      %reshape_37 = reshape %12 : tile<i64> -> tile<1xi64>
      %cst_1_i32_38 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_39 = constant <i32: 4096> : tile<i32>
      %bcast_40 = broadcast %reshape_37 : tile<1xi64> -> tile<4096xi64>
      %13 = cmpi less_than %11, %bcast_40, unsigned : tile<4096xi64> -> tile<4096xi1>
      %14 = exti %assume_2 signed : tile<i32> -> tile<i64>
      %cst_1_i32_41 = constant <i32: 1> : tile<i32>
      %reshape_42 = reshape %14 : tile<i64> -> tile<1xi64>
      %cst_1_i32_43 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_44 = constant <i32: 4096> : tile<i32>
      %bcast_45 = broadcast %reshape_42 : tile<1xi64> -> tile<4096xi64>
      %15 = muli %11, %bcast_45 : tile<4096xi64>
      %16 = exti %10 signed : tile<4096xi32> -> tile<4096xi64>
      %17 = exti %assume_1 signed : tile<i32> -> tile<i64>
      %cst_1_i32_46 = constant <i32: 1> : tile<i32>
      %reshape_47 = reshape %17 : tile<i64> -> tile<1xi64>
      %cst_1_i32_48 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_49 = constant <i32: 4096> : tile<i32>
      %bcast_50 = broadcast %reshape_47 : tile<1xi64> -> tile<4096xi64>
      %18 = cmpi less_than %16, %bcast_50, unsigned : tile<4096xi64> -> tile<4096xi1>
      %19 = andi %13, %18 : tile<4096xi1>
      %20 = addi %15, %16 : tile<4096xi64>
      %cst_1_i32_51 = constant <i32: 1> : tile<i32>
      %reshape_52 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
      %cst_1_i32_53 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_54 = constant <i32: 4096> : tile<i32>
      %bcast_55 = broadcast %reshape_52 : tile<1xptr<f16>> -> tile<4096xptr<f16>>
      %cst_4096_i32_56 = constant <i32: 4096> : tile<i32>
      %21 = offset %bcast_55, %20 : tile<4096xptr<f16>>, tile<4096xi64> -> tile<4096xptr<f16>>
      %cst_f32_57 = constant <f32: -1.000000e+30> : tile<f32>
      %22 = ftof %cst_f32_57  : tile<f32> -> tile<f16>
      %reshape_58 = reshape %22 : tile<f16> -> tile<1xf16>
      %bcast_59 = broadcast %reshape_58 : tile<1xf16> -> tile<4096xf16>
      %result, %result_token_60 = load_ptr_tko weak %21, %19, %bcast_59 token=%iterArg1_21 : tile<4096xptr<f16>>, tile<4096xi1>, tile<4096xf16> -> tile<4096xf16>, token
      %23 = join_tokens %iterArg0_20, %result_token_60 : token
      %24 = ftof %result  : tile<4096xf16> -> tile<4096xf32>
      %cst_1_i32_61 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_62 = constant <i32: 4096> : tile<i32>
      %bcast_63 = broadcast %for_14#1 : tile<1xf32> -> tile<4096xf32>
      %25 = subf %24, %bcast_63  : tile<4096xf32>
      %26 = exp %25  : tile<4096xf32>
      %cst_1_i32_64 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_65 = constant <i32: 4096> : tile<i32>
      %bcast_66 = broadcast %9 : tile<1xf32> -> tile<4096xf32>
      %27 = mulf %26, %bcast_66  : tile<4096xf32>
      %cst_4096_i32_67 = constant <i32: 4096> : tile<i32>
      %cst_1_i32_68 = constant <i32: 1> : tile<i32>
      %cst_1_i32_69 = constant <i32: 1> : tile<i32>
      %reshape_70 = reshape %assume_12 : tile<i32> -> tile<1xi32>
      %cst_1_i32_71 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_72 = constant <i32: 4096> : tile<i32>
      %bcast_73 = broadcast %reshape_70 : tile<1xi32> -> tile<4096xi32>
      %28 = exti %bcast_73 signed : tile<4096xi32> -> tile<4096xi64>
      %29 = exti %assume_0 signed : tile<i32> -> tile<i64>
      %cst_1_i32_74 = constant <i32: 1> : tile<i32>
      %reshape_75 = reshape %29 : tile<i64> -> tile<1xi64>
      %cst_1_i32_76 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_77 = constant <i32: 4096> : tile<i32>
      %bcast_78 = broadcast %reshape_75 : tile<1xi64> -> tile<4096xi64>
      %30 = cmpi less_than %28, %bcast_78, unsigned : tile<4096xi64> -> tile<4096xi1>
      %31 = exti %assume_2 signed : tile<i32> -> tile<i64>
      %cst_1_i32_79 = constant <i32: 1> : tile<i32>
      %reshape_80 = reshape %31 : tile<i64> -> tile<1xi64>
      %cst_1_i32_81 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_82 = constant <i32: 4096> : tile<i32>
      %bcast_83 = broadcast %reshape_80 : tile<1xi64> -> tile<4096xi64>
      %32 = muli %28, %bcast_83 : tile<4096xi64>
      %33 = exti %10 signed : tile<4096xi32> -> tile<4096xi64>
      %34 = exti %assume_1 signed : tile<i32> -> tile<i64>
      %cst_1_i32_84 = constant <i32: 1> : tile<i32>
      %reshape_85 = reshape %34 : tile<i64> -> tile<1xi64>
      %cst_1_i32_86 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_87 = constant <i32: 4096> : tile<i32>
      %bcast_88 = broadcast %reshape_85 : tile<1xi64> -> tile<4096xi64>
      %35 = cmpi less_than %33, %bcast_88, unsigned : tile<4096xi64> -> tile<4096xi1>
      %36 = andi %30, %35 : tile<4096xi1>
      %37 = addi %32, %33 : tile<4096xi64>
      %cst_1_i32_89 = constant <i32: 1> : tile<i32>
      %reshape_90 = reshape %assume : tile<ptr<f16>> -> tile<1xptr<f16>>
      %cst_1_i32_91 = constant <i32: 1> : tile<i32>
      %cst_4096_i32_92 = constant <i32: 4096> : tile<i32>
      %bcast_93 = broadcast %reshape_90 : tile<1xptr<f16>> -> tile<4096xptr<f16>>
      %cst_4096_i32_94 = constant <i32: 4096> : tile<i32>
      %38 = offset %bcast_93, %37 : tile<4096xptr<f16>>, tile<4096xi64> -> tile<4096xptr<f16>>
      %39 = ftof %27  : tile<4096xf32> -> tile<4096xf16>
      %40 = store_ptr_tko weak %38, %39, %36 token=%23 : tile<4096xptr<f16>>, tile<4096xf16>, tile<4096xi1> -> token
      continue %40, %40 : token, token
    }
    continue %for_18#0, %for_18#1, %8, %8 : token, token, token, token
  }
  return
}
