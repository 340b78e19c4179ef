entry @_fused_moe_kernel_Kt2_A1f16_1i16t1_p16_A3f16_3v8l0_4t1_6i16_p16_A2f16_1v8l0_2t1_3i16_p16_A1f16_1i16t1_p16_A1f16_1i16t1_p16_A1f16_1i16t1_p16_A1i32_1t1_p16_A1i32_1t1_p16_A1i32_1s1t1_p16_I512_I512_Si32_Si32_I0_I0_I128_I128_I64_I32_I0_I2_I0_I0_I1_I512(%arg0: tile<ptr<f16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<ptr<f16>>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<i32>, %arg10: tile<ptr<f16>>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<ptr<f16>>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<f16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<ptr<f16>>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<ptr<i32>>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<i32>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<ptr<i32>>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>) optimization_hints=<default = {}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<f16>>
  %assume_0 = assume div_by<16>, %arg1 : tile<i32>
  %assume_1 = assume div_by<16>, %arg3 : tile<ptr<f16>>
  %assume_2 = assume div_by<16>, %arg5 : tile<i32>
  %assume_3 = assume div_by<16>, %arg6 : tile<i32>
  %assume_4 = assume div_by<8>, %arg7 : tile<i32>
  %assume_5 = assume div_by<8>, %arg8 : tile<i32>
  %assume_6 = assume div_by<16>, %arg10 : tile<ptr<f16>>
  %assume_7 = assume div_by<16>, %arg11 : tile<i32>
  %assume_8 = assume div_by<16>, %arg12 : tile<i32>
  %assume_9 = assume div_by<8>, %arg13 : tile<i32>
  %assume_10 = assume div_by<16>, %arg24 : tile<ptr<i32>>
  %assume_11 = assume div_by<16>, %arg27 : tile<ptr<i32>>
  %assume_12 = assume div_by<16>, %arg30 : tile<ptr<i32>>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_13 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<i64>
  %cst_1_i64_14 = constant <i64: 1> : tile<i64>
  %cst_1_i64_15 = constant <i64: 1> : tile<128xi64>
  %cst_0_i32 = constant <i32: 0> : tile<128xi32>
  %cst_2_i32 = constant <i32: 2> : tile<128xi32>
  %cst_512_i32 = constant <i32: 512> : tile<128x1xi32>
  %cst_1_i64_16 = constant <i64: 1> : tile<128x64xi64>
  %cst_1_i64_17 = constant <i64: 1> : tile<128x128xi64>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_18 = assume bounded<0, ?>, %arg4 : tile<i32>
  %assume_assume_19 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume_19 : tile<i32>
  %assume_assume_20 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_21 = assume div_by<16>, %assume_assume_20 : tile<i32>
  %assume_assume_22 = assume bounded<0, ?>, %assume_4 : tile<i32>
  %assume_assume_assume_23 = assume div_by<8>, %assume_assume_22 : tile<i32>
  %assume_assume_24 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_25 = assume div_by<8>, %assume_assume_24 : tile<i32>
  %tview = make_tensor_view %assume_1, shape = [%assume_18, %assume_assume_assume, %assume_assume_assume_21], strides = [%assume_assume_assume_23, %assume_assume_assume_25, 1] : tile<i32> -> tensor_view<?x?x?xf16, strides=[?,?,1]>
  %assume_assume_26 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_28 = assume bounded<0, ?>, %assume_9 : tile<i32>
  %assume_29 = assume bounded<0, ?>, %arg25 : tile<i32>
  %assume_30 = assume bounded<0, ?>, %arg28 : tile<i32>
  %tview_31 = make_tensor_view %assume_11, shape = [%assume_30], strides = [1] : tile<i32> -> tensor_view<?xi32, strides=[1]>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_128_i32_32 = constant <i32: 128> : tile<i32>
  %cst_64_i32 = constant <i32: 64> : tile<i32>
  %cst_32_i32 = constant <i32: 32> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %1 = divi %arg33, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_128_i32_33 = constant <i32: 128> : tile<i32>
  %2 = divi %blockId_x, %cst_128_i32_33 signed rounding<negative_inf> : tile<i32>
  %3 = muli %2, %cst_32_i32 : tile<i32>
  %4 = subi %1, %3 : tile<i32>
  %5 = mini %4, %cst_32_i32 signed : tile<i32>
  %6 = remi %blockId_x, %cst_128_i32_33 signed : tile<i32>
  %cst_0_i32_34 = constant <i32: 0> : tile<i32>
  %7 = cmpi less_than %6, %cst_0_i32_34, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %8 = xori %7, %false : tile<i1>
  %9 = cmpi not_equal %6, %cst_0_i32_34, signed : tile<i32> -> tile<i1>
  %10 = andi %8, %9 : tile<i1>
  %11 = addi %6, %cst_128_i32_33 : tile<i32>
  %12 = select %10, %11, %6 : tile<i1>, tile<i32>
  %13 = remi %12, %5 signed : tile<i32>
  %cst_0_i32_35 = constant <i32: 0> : tile<i32>
  %14 = cmpi less_than %13, %cst_0_i32_35, signed : tile<i32> -> tile<i1>
  %15 = cmpi less_than %5, %cst_0_i32_35, signed : tile<i32> -> tile<i1>
  %16 = xori %14, %15 : tile<i1>
  %17 = cmpi not_equal %13, %cst_0_i32_35, signed : tile<i32> -> tile<i1>
  %18 = andi %16, %17 : tile<i1>
  %19 = addi %13, %5 : tile<i32>
  %20 = select %18, %19, %13 : tile<i1>, tile<i32>
  %21 = addi %3, %20 : tile<i32>
  %22 = remi %blockId_x, %cst_128_i32_33 signed : tile<i32>
  %cst_0_i32_36 = constant <i32: 0> : tile<i32>
  %23 = cmpi less_than %22, %cst_0_i32_36, signed : tile<i32> -> tile<i1>
  %false_37 = constant <i1: false> : tile<i1>
  %24 = xori %23, %false_37 : tile<i1>
  %25 = cmpi not_equal %22, %cst_0_i32_36, signed : tile<i32> -> tile<i1>
  %26 = andi %24, %25 : tile<i1>
  %27 = addi %22, %cst_128_i32_33 : tile<i32>
  %28 = select %26, %27, %22 : tile<i1>, tile<i32>
  %29 = divi %28, %5 signed rounding<negative_inf> : tile<i32>
  %cst_0_i32_38 = constant <i32: 0> : tile<i32>
  %cst_0_i64 = constant <i64: 0> : tile<i64>
  %30 = cmpi less_than %cst_0_i64, %cst_1_i64, unsigned : tile<i64> -> tile<i1>
  %31 = muli %cst_0_i64, %cst_1_i64_14 : tile<i64>
  %32 = offset %assume_12, %31 : tile<ptr<i32>>, tile<i64> -> tile<ptr<i32>>
  %assume_39 = assume div_by<16>, %32 : tile<ptr<i32>>
  %result, %result_token = load_ptr_tko weak %assume_39, %30, %cst_0_i32_38 token=%0 : tile<ptr<i32>>, tile<i1>, tile<i32> -> tile<i32>, token
  %33 = muli %21, %cst_128_i32 : tile<i32>
  %34 = cmpi less_than %33, %result, signed : tile<i32> -> tile<i1>
  if %34 {
    %35 = muli %21, %cst_128_i32 : tile<i32>
    %36 = iota : tile<128xi32>
    %reshape = reshape %35 : tile<i32> -> tile<1xi32>
    %bcast = broadcast %reshape : tile<1xi32> -> tile<128xi32>
    %37 = addi %bcast, %36 : tile<128xi32>
    %38 = exti %37 signed : tile<128xi32> -> tile<128xi64>
    %39 = exti %assume_29 signed : tile<i32> -> tile<i64>
    %reshape_40 = reshape %39 : tile<i64> -> tile<1xi64>
    %bcast_41 = broadcast %reshape_40 : tile<1xi64> -> tile<128xi64>
    %40 = cmpi less_than %38, %bcast_41, unsigned : tile<128xi64> -> tile<128xi1>
    %41 = muli %38, %cst_1_i64_15 : tile<128xi64>
    %reshape_42 = reshape %assume_10 : tile<ptr<i32>> -> tile<1xptr<i32>>
    %bcast_43 = broadcast %reshape_42 : tile<1xptr<i32>> -> tile<128xptr<i32>>
    %42 = offset %bcast_43, %41 : tile<128xptr<i32>>, tile<128xi64> -> tile<128xptr<i32>>
    %result_44, %result_token_45 = load_ptr_tko weak %42, %40, %cst_0_i32 token=%0 : tile<128xptr<i32>>, tile<128xi1>, tile<128xi32> -> tile<128xi32>, token
    %pview = make_partition_view %tview_31 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>
    %tile, %result_token_46 = load_view_tko weak %pview[%21] token = %0 : partition_view<tile=(1), tensor_view<?xi32, strides=[1]>>, tile<i32> -> tile<1xi32>, token
    %reshape_47 = reshape %tile : tile<1xi32> -> tile<i32>
    %43 = divi %result_44, %cst_2_i32 signed rounding<negative_inf> : tile<128xi32>
    %reshape_48 = reshape %43 : tile<128xi32> -> tile<128x1xi32>
    %44 = muli %reshape_48, %cst_512_i32 : tile<128x1xi32>
    %cst_0_f32 = constant <f32: 0.000000e+00> : tile<128x128xf32>
    %cst_0_i32_49 = constant <i32: 0> : tile<i32>
    %cst_8_i32 = constant <i32: 8> : tile<i32>
    %cst_1_i32_50 = constant <i32: 1> : tile<i32>
    %45 = iota : tile<64xi32>
    %bcast_51 = broadcast %44 : tile<128x1xi32> -> tile<128x64xi32>
    %46 = exti %assume_assume signed : tile<i32> -> tile<i64>
    %reshape_52 = reshape %46 : tile<i64> -> tile<1x1xi64>
    %bcast_53 = broadcast %reshape_52 : tile<1x1xi64> -> tile<128x64xi64>
    %reshape_54 = reshape %assume : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %bcast_55 = broadcast %reshape_54 : tile<1x1xptr<f16>> -> tile<128x64xptr<f16>>
    %cst_0_f16 = constant <f16: 0.000000e+00> : tile<f16>
    %reshape_56 = reshape %cst_0_f16 : tile<f16> -> tile<1x1xf16>
    %bcast_57 = broadcast %reshape_56 : tile<1x1xf16> -> tile<128x64xf16>
    %pview_58 = make_partition_view %tview : partition_view<tile=(1x64x128), tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>
    %for = for %loopIdx in (%cst_0_i32_49 to %cst_8_i32, step %cst_1_i32_50) : tile<i32> iter_values(%iterArg0 = %cst_0_f32) -> (tile<128x128xf32>) {
      %64 = muli %loopIdx, %cst_64_i32 : tile<i32>
      %reshape_73 = reshape %64 : tile<i32> -> tile<1xi32>
      %bcast_74 = broadcast %reshape_73 : tile<1xi32> -> tile<64xi32>
      %65 = addi %bcast_74, %45 : tile<64xi32>
      %reshape_75 = reshape %65 : tile<64xi32> -> tile<1x64xi32>
      %bcast_76 = broadcast %reshape_75 : tile<1x64xi32> -> tile<128x64xi32>
      %66 = addi %bcast_51, %bcast_76 : tile<128x64xi32>
      %67 = exti %66 signed : tile<128x64xi32> -> tile<128x64xi64>
      %68 = cmpi less_than %67, %bcast_53, unsigned : tile<128x64xi64> -> tile<128x64xi1>
      %69 = muli %67, %cst_1_i64_16 : tile<128x64xi64>
      %70 = offset %bcast_55, %69 : tile<128x64xptr<f16>>, tile<128x64xi64> -> tile<128x64xptr<f16>>
      %result_77, %result_token_78 = load_ptr_tko weak %70, %68, %bcast_57 token=%0 : tile<128x64xptr<f16>>, tile<128x64xi1>, tile<128x64xf16> -> tile<128x64xf16>, token
      %tile_79, %result_token_80 = load_view_tko weak %pview_58[%reshape_47, %loopIdx, %29] token = %0 : partition_view<tile=(1x64x128), tensor_view<?x?x?xf16, strides=[?,?,1]>, dim_map=[0, 2, 1]>, tile<i32> -> tile<1x64x128xf16>, token
      %reshape_81 = reshape %tile_79 : tile<1x64x128xf16> -> tile<64x128xf16>
      %71 = mmaf %result_77, %reshape_81, %iterArg0 : tile<128x64xf16>, tile<64x128xf16>, tile<128x128xf32>
      continue %71 : tile<128x128xf32>
    }
    %47 = muli %29, %cst_128_i32_32 : tile<i32>
    %48 = iota : tile<128xi32>
    %reshape_59 = reshape %47 : tile<i32> -> tile<1xi32>
    %bcast_60 = broadcast %reshape_59 : tile<1xi32> -> tile<128xi32>
    %49 = addi %bcast_60, %48 : tile<128xi32>
    %50 = ftof %for  : tile<128x128xf32> -> tile<128x128xf16>
    %reshape_61 = reshape %result_44 : tile<128xi32> -> tile<128x1xi32>
    %reshape_62 = reshape %49 : tile<128xi32> -> tile<1x128xi32>
    %51 = exti %reshape_61 signed : tile<128x1xi32> -> tile<128x1xi64>
    %bcast_63 = broadcast %51 : tile<128x1xi64> -> tile<128x128xi64>
    %52 = exti %assume_assume_26 signed : tile<i32> -> tile<i64>
    %reshape_64 = reshape %52 : tile<i64> -> tile<1x1xi64>
    %bcast_65 = broadcast %reshape_64 : tile<1x1xi64> -> tile<128x128xi64>
    %53 = cmpi less_than %bcast_63, %bcast_65, unsigned : tile<128x128xi64> -> tile<128x128xi1>
    %54 = exti %assume_assume_28 signed : tile<i32> -> tile<i64>
    %reshape_66 = reshape %54 : tile<i64> -> tile<1x1xi64>
    %bcast_67 = broadcast %reshape_66 : tile<1x1xi64> -> tile<128x128xi64>
    %55 = muli %bcast_63, %bcast_67 : tile<128x128xi64>
    %56 = exti %reshape_62 signed : tile<1x128xi32> -> tile<1x128xi64>
    %bcast_68 = broadcast %56 : tile<1x128xi64> -> tile<128x128xi64>
    %57 = exti %assume_assume_27 signed : tile<i32> -> tile<i64>
    %reshape_69 = reshape %57 : tile<i64> -> tile<1x1xi64>
    %bcast_70 = broadcast %reshape_69 : tile<1x1xi64> -> tile<128x128xi64>
    %58 = cmpi less_than %bcast_68, %bcast_70, unsigned : tile<128x128xi64> -> tile<128x128xi1>
    %59 = andi %53, %58 : tile<128x128xi1>
    %60 = muli %bcast_68, %cst_1_i64_17 : tile<128x128xi64>
    %61 = addi %55, %60 : tile<128x128xi64>
    %reshape_71 = reshape %assume_6 : tile<ptr<f16>> -> tile<1x1xptr<f16>>
    %bcast_72 = broadcast %reshape_71 : tile<1x1xptr<f16>> -> tile<128x128xptr<f16>>
    %62 = offset %bcast_72, %61 : tile<128x128xptr<f16>>, tile<128x128xi64> -> tile<128x128xptr<f16>>
    %63 = store_ptr_tko weak %62, %50, %59 token=%0 : tile<128x128xptr<f16>>, tile<128x128xf16>, tile<128x128xi1> -> token
  } else {
  }
  return
}
