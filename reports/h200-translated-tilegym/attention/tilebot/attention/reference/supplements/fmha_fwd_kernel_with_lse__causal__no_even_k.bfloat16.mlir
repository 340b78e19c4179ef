entry @_fmha_fwd_kernel_with_lse_Kt1_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A4bf16_7v8l0_8i16t1_p16_A1f32_1i16t1_p16_Sf32_Si32_I128_I8_I2_I2048_I256_I128_I1_B1_B0(%arg0: tile<ptr<bf16>>, %arg1: tile<i32>, %arg2: tile<i32>, %arg3: tile<i32>, %arg4: tile<i32>, %arg5: tile<i32>, %arg6: tile<i32>, %arg7: tile<i32>, %arg8: tile<i32>, %arg9: tile<ptr<bf16>>, %arg10: tile<i32>, %arg11: tile<i32>, %arg12: tile<i32>, %arg13: tile<i32>, %arg14: tile<i32>, %arg15: tile<i32>, %arg16: tile<i32>, %arg17: tile<i32>, %arg18: tile<ptr<bf16>>, %arg19: tile<i32>, %arg20: tile<i32>, %arg21: tile<i32>, %arg22: tile<i32>, %arg23: tile<i32>, %arg24: tile<i32>, %arg25: tile<i32>, %arg26: tile<i32>, %arg27: tile<ptr<bf16>>, %arg28: tile<i32>, %arg29: tile<i32>, %arg30: tile<i32>, %arg31: tile<i32>, %arg32: tile<i32>, %arg33: tile<i32>, %arg34: tile<i32>, %arg35: tile<i32>, %arg36: tile<ptr<f32>>, %arg37: tile<i32>, %arg38: tile<i32>, %arg39: tile<f32>, %arg40: tile<i32>) optimization_hints=<default = {num_cta_in_cga = 1, occupancy = 1}> {
  %0 = make_token : token
  %assume = assume div_by<16>, %arg0 : tile<ptr<bf16>>
  %assume_0 = assume div_by<16>, %arg4 : tile<i32>
  %assume_1 = assume div_by<8>, %arg5 : tile<i32>
  %assume_2 = assume div_by<8>, %arg6 : tile<i32>
  %assume_3 = assume div_by<8>, %arg7 : tile<i32>
  %assume_4 = assume div_by<16>, %arg9 : tile<ptr<bf16>>
  %assume_5 = assume div_by<16>, %arg13 : tile<i32>
  %assume_6 = assume div_by<8>, %arg14 : tile<i32>
  %assume_7 = assume div_by<8>, %arg15 : tile<i32>
  %assume_8 = assume div_by<8>, %arg16 : tile<i32>
  %assume_9 = assume div_by<16>, %arg18 : tile<ptr<bf16>>
  %assume_10 = assume div_by<16>, %arg22 : tile<i32>
  %assume_11 = assume div_by<8>, %arg23 : tile<i32>
  %assume_12 = assume div_by<8>, %arg24 : tile<i32>
  %assume_13 = assume div_by<8>, %arg25 : tile<i32>
  %assume_14 = assume div_by<16>, %arg27 : tile<ptr<bf16>>
  %assume_15 = assume div_by<16>, %arg31 : tile<i32>
  %assume_16 = assume div_by<8>, %arg32 : tile<i32>
  %assume_17 = assume div_by<8>, %arg33 : tile<i32>
  %assume_18 = assume div_by<8>, %arg34 : tile<i32>
  %assume_19 = assume div_by<16>, %arg36 : tile<ptr<f32>>
  %assume_20 = assume div_by<16>, %arg37 : tile<i32>
  %cst_1_i32 = constant <i32: 1> : tile<i32>
  %cst_1_i32_21 = constant <i32: 1> : tile<i32>
  %cst_1_i32_22 = constant <i32: 1> : tile<i32>
  %cst_1_i32_23 = constant <i32: 1> : tile<i32>
  %cst_1_i64 = constant <i64: 1> : tile<256xi64>
  %assume_24 = assume bounded<0, ?>, %arg1 : tile<i32>
  %assume_25 = assume bounded<0, ?>, %arg2 : tile<i32>
  %assume_26 = assume bounded<0, ?>, %arg3 : tile<i32>
  %assume_assume = assume bounded<0, ?>, %assume_0 : tile<i32>
  %assume_assume_assume = assume div_by<16>, %assume_assume : tile<i32>
  %assume_assume_27 = assume bounded<0, ?>, %assume_1 : tile<i32>
  %assume_assume_assume_28 = assume div_by<8>, %assume_assume_27 : tile<i32>
  %assume_assume_29 = assume bounded<0, ?>, %assume_2 : tile<i32>
  %assume_assume_assume_30 = assume div_by<8>, %assume_assume_29 : tile<i32>
  %assume_assume_31 = assume bounded<0, ?>, %assume_3 : tile<i32>
  %assume_assume_assume_32 = assume div_by<8>, %assume_assume_31 : tile<i32>
  %tview = make_tensor_view %assume, shape = [%assume_24, %assume_25, %assume_26, %assume_assume_assume], strides = [%assume_assume_assume_28, %assume_assume_assume_30, %assume_assume_assume_32, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_33 = assume bounded<0, ?>, %arg10 : tile<i32>
  %assume_34 = assume bounded<0, ?>, %arg11 : tile<i32>
  %assume_35 = assume bounded<0, ?>, %arg12 : tile<i32>
  %assume_assume_36 = assume bounded<0, ?>, %assume_5 : tile<i32>
  %assume_assume_assume_37 = assume div_by<16>, %assume_assume_36 : tile<i32>
  %assume_assume_38 = assume bounded<0, ?>, %assume_6 : tile<i32>
  %assume_assume_assume_39 = assume div_by<8>, %assume_assume_38 : tile<i32>
  %assume_assume_40 = assume bounded<0, ?>, %assume_7 : tile<i32>
  %assume_assume_assume_41 = assume div_by<8>, %assume_assume_40 : tile<i32>
  %assume_assume_42 = assume bounded<0, ?>, %assume_8 : tile<i32>
  %assume_assume_assume_43 = assume div_by<8>, %assume_assume_42 : tile<i32>
  %tview_44 = make_tensor_view %assume_4, shape = [%assume_33, %assume_34, %assume_35, %assume_assume_assume_37], strides = [%assume_assume_assume_39, %assume_assume_assume_41, %assume_assume_assume_43, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_45 = assume bounded<0, ?>, %arg19 : tile<i32>
  %assume_46 = assume bounded<0, ?>, %arg20 : tile<i32>
  %assume_47 = assume bounded<0, ?>, %arg21 : tile<i32>
  %assume_assume_48 = assume bounded<0, ?>, %assume_10 : tile<i32>
  %assume_assume_assume_49 = assume div_by<16>, %assume_assume_48 : tile<i32>
  %assume_assume_50 = assume bounded<0, ?>, %assume_11 : tile<i32>
  %assume_assume_assume_51 = assume div_by<8>, %assume_assume_50 : tile<i32>
  %assume_assume_52 = assume bounded<0, ?>, %assume_12 : tile<i32>
  %assume_assume_assume_53 = assume div_by<8>, %assume_assume_52 : tile<i32>
  %assume_assume_54 = assume bounded<0, ?>, %assume_13 : tile<i32>
  %assume_assume_assume_55 = assume div_by<8>, %assume_assume_54 : tile<i32>
  %tview_56 = make_tensor_view %assume_9, shape = [%assume_45, %assume_46, %assume_47, %assume_assume_assume_49], strides = [%assume_assume_assume_51, %assume_assume_assume_53, %assume_assume_assume_55, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_57 = assume bounded<0, ?>, %arg28 : tile<i32>
  %assume_58 = assume bounded<0, ?>, %arg29 : tile<i32>
  %assume_59 = assume bounded<0, ?>, %arg30 : tile<i32>
  %assume_assume_60 = assume bounded<0, ?>, %assume_15 : tile<i32>
  %assume_assume_assume_61 = assume div_by<16>, %assume_assume_60 : tile<i32>
  %assume_assume_62 = assume bounded<0, ?>, %assume_16 : tile<i32>
  %assume_assume_assume_63 = assume div_by<8>, %assume_assume_62 : tile<i32>
  %assume_assume_64 = assume bounded<0, ?>, %assume_17 : tile<i32>
  %assume_assume_assume_65 = assume div_by<8>, %assume_assume_64 : tile<i32>
  %assume_assume_66 = assume bounded<0, ?>, %assume_18 : tile<i32>
  %assume_assume_assume_67 = assume div_by<8>, %assume_assume_66 : tile<i32>
  %tview_68 = make_tensor_view %assume_14, shape = [%assume_57, %assume_58, %assume_59, %assume_assume_assume_61], strides = [%assume_assume_assume_63, %assume_assume_assume_65, %assume_assume_assume_67, 1] : tile<i32> -> tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>
  %assume_assume_69 = assume bounded<0, ?>, %assume_20 : tile<i32>
  %cst_8_i32 = constant <i32: 8> : tile<i32>
  %cst_2048_i32 = constant <i32: 2048> : tile<i32>
  %cst_256_i32 = constant <i32: 256> : tile<i32>
  %cst_128_i32 = constant <i32: 128> : tile<i32>
  %cst_1_i32_70 = constant <i32: 1> : tile<i32>
  %blockId_x, %blockId_y, %blockId_z = get_tile_block_id : tile<i32>
  %blockId_x_71, %blockId_y_72, %blockId_z_73 = get_tile_block_id : tile<i32>
  %1 = divi %blockId_y_72, %cst_8_i32 signed rounding<negative_inf> : tile<i32>
  %2 = remi %blockId_y_72, %cst_8_i32 signed : tile<i32>
  %cst_0_i32 = constant <i32: 0> : tile<i32>
  %3 = cmpi less_than %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %false = constant <i1: false> : tile<i1>
  %4 = xori %3, %false : tile<i1>
  %5 = cmpi not_equal %2, %cst_0_i32, signed : tile<i32> -> tile<i1>
  %6 = andi %4, %5 : tile<i1>
  %7 = addi %2, %cst_8_i32 : tile<i32>
  %8 = select %6, %7, %2 : tile<i1>, tile<i32>
  %9 = divi %8, %cst_1_i32_70 signed rounding<negative_inf> : tile<i32>
  %cst_f32 = constant <f32: 1.44269502> : tile<f32>
  %10 = mulf %arg39, %cst_f32  : tile<f32>
  %11 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %12 = iota : tile<256xi32>
  %reshape = reshape %11 : tile<i32> -> tile<1xi32>
  %bcast = broadcast %reshape : tile<1xi32> -> tile<256xi32>
  %13 = addi %bcast, %12 : tile<256xi32>
  %reshape_74 = reshape %arg40 : tile<i32> -> tile<1xi32>
  %bcast_75 = broadcast %reshape_74 : tile<1xi32> -> tile<256xi32>
  %14 = addi %13, %bcast_75 : tile<256xi32>
  %reshape_76 = reshape %14 : tile<256xi32> -> tile<256x1xi32>
  %15 = iota : tile<128xi32>
  %reshape_77 = reshape %15 : tile<128xi32> -> tile<1x128xi32>
  %cst_f32_78 = constant <f32: 0xFF800000> : tile<256x1xf32>
  %cst_0_f32 = constant <f32: 0.000000e+00> : tile<256x1xf32>
  %cst_0_f32_79 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %cst_0_i32_80 = constant <i32: 0> : tile<i32>
  %pview = make_partition_view %tview : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %tile, %result_token = load_view_tko weak %pview[%1, %8, %blockId_x, %cst_0_i32_80] token = %0 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x256x128xbf16>, token
  %reshape_81 = reshape %tile : tile<1x1x256x128xbf16> -> tile<256x128xbf16>
  %cst_1_i32_82 = constant <i32: 1> : tile<i32>
  %16 = addi %blockId_x, %cst_1_i32_82 : tile<i32>
  %17 = muli %16, %cst_256_i32 : tile<i32>
  %18 = addi %arg40, %17 : tile<i32>
  %19 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %20 = addi %arg40, %19 : tile<i32>
  %21 = divi %20, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %22 = divi %assume_35, %cst_128_i32 signed rounding<negative_inf> : tile<i32>
  %23 = mini %21, %22 signed : tile<i32>
  %24 = mini %18, %assume_35 signed : tile<i32>
  %25 = divi %24, %cst_128_i32 signed rounding<positive_inf> : tile<i32>
  %cst_0_i32_83 = constant <i32: 0> : tile<i32>
  %cst_1_i32_84 = constant <i32: 1> : tile<i32>
  %cst_0_i32_85 = constant <i32: 0> : tile<i32>
  %pview_86 = make_partition_view %tview_44 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>
  %cst_0_f32_87 = constant <f32: 0.000000e+00> : tile<256x128xf32>
  %reshape_88 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_89 = broadcast %reshape_88 : tile<1x1xf32> -> tile<256x1xf32>
  %reshape_90 = reshape %10 : tile<f32> -> tile<1x1xf32>
  %bcast_91 = broadcast %reshape_90 : tile<1x1xf32> -> tile<256x128xf32>
  %cst_0_i32_92 = constant <i32: 0> : tile<i32>
  %pview_93 = make_partition_view %tview_56 : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %26 = mini %25, %23 signed : tile<i32>
  %27 = maxi %cst_0_i32_83, %23 signed : tile<i32>
  %for:3 = for %loopIdx in (%cst_0_i32_83 to %26, step %cst_1_i32_84) : tile<i32> iter_values(%iterArg0 = %cst_0_f32_79, %iterArg1 = %cst_0_f32, %iterArg2 = %cst_f32_78) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_106, %result_token_107 = load_view_tko weak %pview_86[%1, %9, %cst_0_i32_85, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_108 = reshape %tile_106 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %46 = mmaf %reshape_81, %reshape_108, %cst_0_f32_87 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %reduce = reduce %46 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %58 : tile<f32>
    }
    %reshape_109 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %47 = mulf %reshape_109, %bcast_89  : tile<256x1xf32>
    %48 = maxf %iterArg2, %47 : tile<256x1xf32>
    %bcast_110 = broadcast %48 : tile<256x1xf32> -> tile<256x128xf32>
    %49 = negf %bcast_110 : tile<256x128xf32>
    %50 = fma %46, %bcast_91, %49  : tile<256x128xf32>
    %51 = exp2 %50 flush_to_zero : tile<256x128xf32>
    %reduce_111 = reduce %51 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %58 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %58 : tile<f32>
    }
    %reshape_112 = reshape %reduce_111 : tile<256xf32> -> tile<256x1xf32>
    %52 = subf %iterArg2, %48  : tile<256x1xf32>
    %53 = exp2 %52 flush_to_zero : tile<256x1xf32>
    %54 = fma %iterArg1, %53, %reshape_112  : tile<256x1xf32>
    %bcast_113 = broadcast %53 : tile<256x1xf32> -> tile<256x128xf32>
    %55 = mulf %iterArg0, %bcast_113  : tile<256x128xf32>
    %tile_114, %result_token_115 = load_view_tko weak %pview_93[%1, %9, %loopIdx, %cst_0_i32_92] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_116 = reshape %tile_114 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %56 = ftof %51  : tile<256x128xf32> -> tile<256x128xbf16>
    %57 = mmaf %56, %reshape_116, %55 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %57, %54, %48 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %for_94:3 = for %loopIdx in (%27 to %25, step %cst_1_i32_84) : tile<i32> iter_values(%iterArg0 = %for#0, %iterArg1 = %for#1, %iterArg2 = %for#2) -> (tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>) {
    %tile_106, %result_token_107 = load_view_tko weak %pview_86[%1, %9, %cst_0_i32_85, %loopIdx] token = %0 optimization_hints = <default = {latency = 2}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>, dim_map=[0, 1, 3, 2]>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_108 = reshape %tile_106 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %46 = mmaf %reshape_81, %reshape_108, %cst_0_f32_87 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    %47 = muli %loopIdx, %cst_128_i32 : tile<i32>
    %reshape_109 = reshape %47 : tile<i32> -> tile<1x1xi32>
    %bcast_110 = broadcast %reshape_109 : tile<1x1xi32> -> tile<1x128xi32>
    %48 = addi %bcast_110, %reshape_77 : tile<1x128xi32>
    %true = constant <i1: true> : tile<256x128xi1>
    %reshape_111 = reshape %assume_35 : tile<i32> -> tile<1x1xi32>
    %bcast_112 = broadcast %reshape_111 : tile<1x1xi32> -> tile<1x128xi32>
    %49 = cmpi less_than %48, %bcast_112, signed : tile<1x128xi32> -> tile<1x128xi1>
    %bcast_113 = broadcast %49 : tile<1x128xi1> -> tile<256x128xi1>
    %50 = andi %true, %bcast_113 : tile<256x128xi1>
    %bcast_114 = broadcast %reshape_76 : tile<256x1xi32> -> tile<256x128xi32>
    %bcast_115 = broadcast %48 : tile<1x128xi32> -> tile<256x128xi32>
    %51 = cmpi greater_than_or_equal %bcast_114, %bcast_115, signed : tile<256x128xi32> -> tile<256x128xi1>
    %52 = andi %50, %51 : tile<256x128xi1>
    %cst_0_f32_116 = constant <f32: 0.000000e+00> : tile<f32>
    %cst_f32_117 = constant <f32: 0xFF800000> : tile<f32>
    %reshape_118 = reshape %cst_0_f32_116 : tile<f32> -> tile<1x1xf32>
    %bcast_119 = broadcast %reshape_118 : tile<1x1xf32> -> tile<256x128xf32>
    %reshape_120 = reshape %cst_f32_117 : tile<f32> -> tile<1x1xf32>
    %bcast_121 = broadcast %reshape_120 : tile<1x1xf32> -> tile<256x128xf32>
    %53 = select %52, %bcast_119, %bcast_121 : tile<256x128xi1>, tile<256x128xf32>
    %54 = addf %46, %53  : tile<256x128xf32>
    %reduce = reduce %54 dim=1 identities=[0xFF800000 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %66 = maxf %reduce_lhs, %reduce_rhs : tile<f32>
      yield %66 : tile<f32>
    }
    %reshape_122 = reshape %reduce : tile<256xf32> -> tile<256x1xf32>
    %55 = mulf %reshape_122, %bcast_89  : tile<256x1xf32>
    %56 = maxf %iterArg2, %55 : tile<256x1xf32>
    %bcast_123 = broadcast %56 : tile<256x1xf32> -> tile<256x128xf32>
    %57 = negf %bcast_123 : tile<256x128xf32>
    %58 = fma %54, %bcast_91, %57  : tile<256x128xf32>
    %59 = exp2 %58 flush_to_zero : tile<256x128xf32>
    %reduce_124 = reduce %59 dim=1 identities=[0.000000e+00 : f32] : tile<256x128xf32> -> tile<256xf32> 
    (%reduce_lhs: tile<f32>, %reduce_rhs: tile<f32>) {
      %66 = addf %reduce_lhs, %reduce_rhs  : tile<f32>
      yield %66 : tile<f32>
    }
    %reshape_125 = reshape %reduce_124 : tile<256xf32> -> tile<256x1xf32>
    %60 = subf %iterArg2, %56  : tile<256x1xf32>
    %61 = exp2 %60 flush_to_zero : tile<256x1xf32>
    %62 = fma %iterArg1, %61, %reshape_125  : tile<256x1xf32>
    %bcast_126 = broadcast %61 : tile<256x1xf32> -> tile<256x128xf32>
    %63 = mulf %iterArg0, %bcast_126  : tile<256x128xf32>
    %tile_127, %result_token_128 = load_view_tko weak %pview_93[%1, %9, %loopIdx, %cst_0_i32_92] token = %0 optimization_hints = <default = {latency = 4}> : partition_view<tile=(1x1x128x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> tile<1x1x128x128xbf16>, token
    %reshape_129 = reshape %tile_127 : tile<1x1x128x128xbf16> -> tile<128x128xbf16>
    %64 = ftof %59  : tile<256x128xf32> -> tile<256x128xbf16>
    %65 = mmaf %64, %reshape_129, %63 : tile<256x128xbf16>, tile<128x128xbf16>, tile<256x128xf32>
    continue %65, %62, %56 : tile<256x128xf32>, tile<256x1xf32>, tile<256x1xf32>
  }
  %bcast_95 = broadcast %for_94#1 : tile<256x1xf32> -> tile<256x128xf32>
  %28 = divf %for_94#0, %bcast_95 rounding<approx> flush_to_zero : tile<256x128xf32>
  %reshape_96 = reshape %28 : tile<256x128xf32> -> tile<1x1x256x128xf32>
  %29 = ftof %reshape_96  : tile<1x1x256x128xf32> -> tile<1x1x256x128xbf16>
  %cst_0_i32_97 = constant <i32: 0> : tile<i32>
  %pview_98 = make_partition_view %tview_68 : partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>
  %30 = store_view_tko weak %29, %pview_98[%1, %8, %blockId_x, %cst_0_i32_97] token = %0 : tile<1x1x256x128xbf16>, partition_view<tile=(1x1x256x128), tensor_view<?x?x?x?xbf16, strides=[?,?,?,1]>>, tile<i32> -> token
  %31 = log2 %for_94#1 : tile<256x1xf32>
  %32 = addf %for_94#2, %31  : tile<256x1xf32>
  %reshape_99 = reshape %32 : tile<256x1xf32> -> tile<256xf32>
  %33 = iota : tile<256xi32>
  %cst_16384_i32 = constant <i32: 16384> : tile<i32>
  %34 = muli %1, %cst_16384_i32 : tile<i32>
  %35 = muli %8, %cst_2048_i32 : tile<i32>
  %36 = addi %34, %35 : tile<i32>
  %37 = muli %blockId_x, %cst_256_i32 : tile<i32>
  %38 = addi %36, %37 : tile<i32>
  %reshape_100 = reshape %38 : tile<i32> -> tile<1xi32>
  %bcast_101 = broadcast %reshape_100 : tile<1xi32> -> tile<256xi32>
  %39 = addi %bcast_101, %33 : tile<256xi32>
  %40 = exti %39 signed : tile<256xi32> -> tile<256xi64>
  %41 = exti %assume_assume_69 signed : tile<i32> -> tile<i64>
  %reshape_102 = reshape %41 : tile<i64> -> tile<1xi64>
  %bcast_103 = broadcast %reshape_102 : tile<1xi64> -> tile<256xi64>
  %42 = cmpi less_than %40, %bcast_103, unsigned : tile<256xi64> -> tile<256xi1>
  %43 = muli %40, %cst_1_i64 : tile<256xi64>
  %reshape_104 = reshape %assume_19 : tile<ptr<f32>> -> tile<1xptr<f32>>
  %bcast_105 = broadcast %reshape_104 : tile<1xptr<f32>> -> tile<256xptr<f32>>
  %44 = offset %bcast_105, %43 : tile<256xptr<f32>>, tile<256xi64> -> tile<256xptr<f32>>
  %45 = store_ptr_tko weak %44, %reshape_99, %42 token=%0 : tile<256xptr<f32>>, tile<256xf32>, tile<256xi1> -> token
  return
}
